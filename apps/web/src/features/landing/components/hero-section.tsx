import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { ActionLink } from '../../../components/public-frame/action-link';
import { HERO } from '../landing-content';
import { HeroCompass } from './hero-compass';

/** The navy opening band: the page's only h1, the two calls to action and two headline figures. */
export function HeroSection() {
  return (
    <Box
      component="section"
      aria-labelledby="hero-heading"
      sx={{ bgcolor: 'primary.main', color: 'common.white', py: { xs: 6, md: 12 } }}
    >
      <Container sx={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <Box sx={{ flex: 1 }}>
          <Typography sx={{ fontWeight: 700, letterSpacing: '0.04em', textTransform: 'uppercase', mb: 2 }}>
            {HERO.eyebrow}
          </Typography>
          <Typography
            id="hero-heading"
            variant="h1"
            sx={{
              fontSize: { xs: '2.25rem', md: '3.5rem' },
              fontWeight: 800,
              lineHeight: 1.1,
              maxWidth: '18ch',
            }}
          >
            {HERO.headline}
          </Typography>
          <Typography sx={{ mt: 3, fontSize: { xs: '1.0625rem', md: '1.25rem' }, maxWidth: '60ch' }}>
            {HERO.lead}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 4 }}>
            <ActionLink to="/register" variant="contained" tone="light" size="large">
              Join Waypoint
            </ActionLink>
            <ActionLink href="#features" variant="outlined" tone="light" size="large">
              Watch Demo
            </ActionLink>
          </Box>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              mt: 5,
              display: 'flex',
              flexWrap: 'wrap',
              gap: { xs: 3, md: 6 },
            }}
          >
            {HERO.figures.map((figure) => (
              <Box component="li" key={figure.value} sx={{ maxWidth: '22ch' }}>
                <Box component="span" sx={{ display: 'block', fontSize: '2rem', fontWeight: 800 }}>
                  {figure.value}
                </Box>{' '}
                {figure.label}
              </Box>
            ))}
          </Box>
        </Box>
        <HeroCompass />
      </Container>
    </Box>
  );
}
