import Box from '@mui/material/Box';
import { SkipLink } from '../../components/skip-link';
import { useDocumentTitle } from '../../components/public-frame/use-document-title';
import { ContactSection } from './components/contact-section';
import { FeaturesSection } from './components/features-section';
import { HeroSection } from './components/hero-section';
import { LandingFooter } from './components/landing-footer';
import { LandingHeader } from './components/landing-header';
import { ServicesSection } from './components/services-section';
import { StatsBand } from './components/stats-band';
import { TestimonialsSection } from './components/testimonials-section';
import { useScrollToHash } from './use-scroll-to-hash';

/** The public landing page (/): the spec's sections in the spec's order. */
export default function LandingPage() {
  useDocumentTitle('Waypoint — career, benefits and mentorship for veterans');
  useScrollToHash();
  return (
    <>
      <SkipLink />
      <LandingHeader />
      <Box component="main" id="main-content" tabIndex={-1} sx={{ '&:focus': { outline: 'none' } }}>
        <HeroSection />
        <ServicesSection />
        <FeaturesSection />
        <TestimonialsSection />
        <StatsBand />
        <ContactSection />
      </Box>
      <LandingFooter />
    </>
  );
}
