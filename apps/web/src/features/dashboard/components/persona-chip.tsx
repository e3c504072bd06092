import Chip from '@mui/material/Chip';
import { PERSONA_LABELS, type DashboardPersona } from '@waypoint/shared/dashboard/dashboard-limits';

/** The spec's persona chip: the view the server chose from the account's role. */
export function PersonaChip({ persona }: { persona: DashboardPersona }) {
  return (
    <Chip
      label={PERSONA_LABELS[persona]}
      color={persona === 'veteran' ? 'primary' : 'secondary'}
      variant="outlined"
      data-testid="persona-chip"
    />
  );
}
