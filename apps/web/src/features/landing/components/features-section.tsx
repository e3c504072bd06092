import type { ReactElement } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import DescriptionIcon from '@mui/icons-material/Description';
import FamilyRestroomIcon from '@mui/icons-material/FamilyRestroom';
import ForumIcon from '@mui/icons-material/Forum';
import LockIcon from '@mui/icons-material/Lock';
import RouteIcon from '@mui/icons-material/Route';
import { FEATURES, type FeatureCard } from '../landing-content';
import { SectionIntro } from '../../../components/public-frame/section-intro';
import { cardListSx, cardSx, sectionSx } from '../../../components/public-frame/section-styles';

const ICONS: Record<FeatureCard['key'], ReactElement> = {
  resume: <DescriptionIcon />,
  vault: <LockIcon />,
  roadmap: <RouteIcon />,
  community: <ForumIcon />,
  family: <FamilyRestroomIcon />,
};

/** The other promised features, each with its headline figure. */
export function FeaturesSection() {
  return (
    <Box
      component="section"
      id="features"
      aria-labelledby="features-heading"
      sx={{ ...sectionSx, bgcolor: 'background.default' }}
    >
      <Container>
        <SectionIntro
          id="features-heading"
          title="Everything you need for the move"
          lead="From your first civilian resume to your family’s new home, Waypoint keeps every step in one secure place."
        />
        <Box component="ul" sx={cardListSx}>
          {FEATURES.map((feature) => (
            <li key={feature.key}>
              <Box sx={{ ...cardSx, height: '100%', p: 3, display: 'flex', flexDirection: 'column' }}>
                <Box
                  sx={{
                    width: 48,
                    height: 48,
                    borderRadius: '50%',
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: 'primary.main',
                    color: 'common.white',
                    mb: 2,
                  }}
                >
                  {ICONS[feature.key]}
                </Box>
                <Typography variant="h3" sx={{ fontSize: '1.25rem', fontWeight: 700, mb: 1 }}>
                  {feature.title}
                </Typography>
                <Typography sx={{ color: 'text.secondary', flexGrow: 1 }}>{feature.description}</Typography>
                <Typography sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: 'divider' }}>
                  <Box
                    component="span"
                    sx={{ display: 'block', fontSize: '1.75rem', fontWeight: 800, color: 'primary.main' }}
                  >
                    {feature.stat}
                  </Box>{' '}
                  {feature.statDescription}
                </Typography>
              </Box>
            </li>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
