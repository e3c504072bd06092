import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { CrisisLine } from '../crisis-content';
import { CrisisActionButton } from './crisis-action-button';

/** One crisis service: name, who it serves, and how to reach it. */
export function CrisisLineCard({ line }: { line: CrisisLine }) {
  return (
    <Card
      variant="outlined"
      sx={{ height: '100%', p: 3, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Typography variant="h3" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
        {line.name}
      </Typography>
      <Typography sx={{ color: 'text.secondary', flexGrow: 1 }}>{line.description}</Typography>
      <Box sx={{ display: 'grid', gap: 1 }}>
        {line.actions.map((action) => (
          <CrisisActionButton key={action.href} action={action} />
        ))}
      </Box>
      {line.note ? <Typography variant="body2">{line.note}</Typography> : null}
    </Card>
  );
}
