import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { STATS } from '../landing-content';
import { SectionIntro } from '../../../components/public-frame/section-intro';

/** The navy band of marketing figures (copy only, SPEC-DECISIONS 13). */
export function StatsBand() {
  return (
    <Box
      component="section"
      aria-labelledby="stats-heading"
      sx={{ bgcolor: 'primary.main', color: 'common.white', py: { xs: 6, md: 8 } }}
    >
      <Container>
        <SectionIntro id="stats-heading" title="Waypoint by the numbers" tone="light" />
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', lg: 'repeat(5, 1fr)' },
          }}
        >
          {STATS.map((figure) => (
            <li key={figure.label}>
              <Box
                component="span"
                sx={{ display: 'block', fontSize: { xs: '2rem', md: '2.5rem' }, fontWeight: 800 }}
              >
                {figure.value}
              </Box>{' '}
              {figure.label}
            </li>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
