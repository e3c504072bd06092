import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { QUICK_ACTIONS } from '../crisis-content';
import { CrisisActionButton } from './crisis-action-button';

/** The three fastest ways to reach the Veterans Crisis Line. */
export function CrisisQuickLinks() {
  return (
    <Box component="section" aria-labelledby="quick-links-heading">
      <Typography id="quick-links-heading" variant="h2" sx={{ fontSize: '1.5rem', fontWeight: 800, mb: 1 }}>
        Talk to someone now
      </Typography>
      <Typography sx={{ mb: 2 }}>
        The Veterans Crisis Line is free, confidential and open 24/7. You don’t have to be enrolled in VA
        benefits or health care.
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fit, minmax(13rem, 1fr))',
        }}
      >
        {QUICK_ACTIONS.map((action) => (
          <Box component="li" key={action.href} sx={{ display: 'grid' }}>
            <CrisisActionButton action={action} variant="contained" size="large" />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
