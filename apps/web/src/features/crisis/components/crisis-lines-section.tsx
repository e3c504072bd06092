import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CRISIS_LINES } from '../crisis-content';
import { CrisisLineCard } from './crisis-line-card';

const gridSx = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 3,
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
} as const;

/** The three crisis lines as cards. */
export function CrisisLinesSection() {
  return (
    <Box component="section" aria-labelledby="crisis-lines-heading">
      <Typography id="crisis-lines-heading" variant="h2" sx={{ fontSize: '1.5rem', fontWeight: 800, mb: 2 }}>
        Crisis lines
      </Typography>
      <Box component="ul" sx={gridSx}>
        {CRISIS_LINES.map((line) => (
          <li key={line.key}>
            <CrisisLineCard line={line} />
          </li>
        ))}
      </Box>
    </Box>
  );
}
