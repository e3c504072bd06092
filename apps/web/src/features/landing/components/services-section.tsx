import type { ReactElement } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import GroupsIcon from '@mui/icons-material/Groups';
import WorkIcon from '@mui/icons-material/Work';
import { ActionLink } from '../../../components/public-frame/action-link';
import { useSignedIn } from '../../../components/public-frame/use-signed-in';
import { SERVICES, type ServiceCard } from '../landing-content';
import { visuallyHidden } from '../../../theme/visually-hidden';
import { SectionIntro } from '../../../components/public-frame/section-intro';
import { cardListSx, cardSx, sectionSx } from '../../../components/public-frame/section-styles';

const ICONS: Record<ServiceCard['key'], ReactElement> = {
  career: <WorkIcon fontSize="large" />,
  benefits: <AccountBalanceIcon fontSize="large" />,
  mentorship: <GroupsIcon fontSize="large" />,
};

/** The three promised services; 'Learn More' opens the feature, or registration when signed out. */
export function ServicesSection() {
  const signedIn = useSignedIn();
  return (
    <Box
      component="section"
      id="services"
      aria-labelledby="services-heading"
      sx={{ ...sectionSx, bgcolor: 'background.paper' }}
    >
      <Container>
        <SectionIntro
          id="services-heading"
          title="Services built for your transition"
          lead="Three ways Waypoint helps you turn military service into a civilian life you choose."
        />
        <Box component="ul" sx={cardListSx}>
          {SERVICES.map((service) => (
            <li key={service.key}>
              <Box sx={{ ...cardSx, height: '100%', p: 3, display: 'flex', flexDirection: 'column' }}>
                <Box sx={{ color: 'primary.main', mb: 2 }}>{ICONS[service.key]}</Box>
                <Typography variant="h3" sx={{ fontSize: '1.375rem', fontWeight: 700, mb: 1 }}>
                  {service.title}
                </Typography>
                <Typography sx={{ color: 'text.secondary', flexGrow: 1 }}>{service.description}</Typography>
                <Box sx={{ mt: 2 }}>
                  <ActionLink
                    to={signedIn ? service.signedInPath : '/register'}
                    endIcon={<ArrowForwardIcon />}
                  >
                    <span>
                      Learn More
                      <span style={visuallyHidden}>{` about ${service.topic}`}</span>
                    </span>
                  </ActionLink>
                </Box>
              </Box>
            </li>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
