import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { BudgetFigures as Figures, BudgetRange } from '@waypoint/shared/plan/plan-budget';
import { formatDollars } from '../plan-format';

const range = ({ low, high }: BudgetRange) => {
  if (low === null && high === null) return 'No figure (no target, or BLS publishes none)';
  const text = (value: number | null) => (value === null ? 'no figure' : formatDollars(value));
  return low === high ? text(low) : `${text(low)} to ${text(high)}`;
};

const gapText = ({ low, high }: BudgetRange) => {
  const one = (value: number | null) =>
    value === null
      ? 'no figure'
      : value < 0
        ? `${formatDollars(-value)} short`
        : `${formatDollars(value)} left over`;
  if (low === null && high === null) return 'No figure without expected pay';
  return low === high ? one(low) : `${one(low)} to ${one(high)}`;
};

/** The budget's 12-month figures as the veteran types, and where the pay comes from. */
export function BudgetFigures({ figures, notes }: { figures: Figures; notes: readonly string[] }) {
  const rows: Array<[string, string]> = [
    ['Expenses over 12 months', formatDollars(figures.expenses)],
    ['Other income over 12 months', formatDollars(figures.otherIncome)],
    ['Expected pay over 12 months, before taxes', range(figures.pay)],
    ['Income over 12 months', range(figures.income)],
    ['What is left after expenses', gapText(figures.gap)],
  ];
  return (
    <Box sx={{ mt: 2 }}>
      <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
        Your 12 months after separation
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' },
          columnGap: 2,
          rowGap: 0.5,
          m: 0,
        }}
      >
        {rows.map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ fontWeight: 700 }}>
              {term}
            </Box>
            <Box component="dd" sx={{ m: 0 }}>
              {value}
            </Box>
          </Box>
        ))}
      </Box>
      {notes.map((note) => (
        <Typography key={note} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {note}
        </Typography>
      ))}
    </Box>
  );
}
