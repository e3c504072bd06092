import { useDeferredValue, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { DocumentTitle } from '../../components/document-title';
import { hasStaticMarkup } from '../../lib/prerender/static-markup';
import { useFocusHandoff } from '../../components/focus-handoff';
import { SkipLink } from '../../components/skip-link';
import { FeaturesSection } from './components/features-section';
import { HeroSection } from './components/hero-section';
import { LandingFooter } from './components/landing-footer';
import { LandingHeader } from './components/landing-header';
import { ServicesSection } from './components/services-section';
import { StatsBand } from './components/stats-band';
import { TestimonialsSection } from './components/testimonials-section';
import { useScrollToHash } from './use-scroll-to-hash';

interface LandingPageProps {
  /** The contact section (the contact feature's), last below the fold; app/ puts it in. */
  contactSection: ReactNode;
  /** The signed-in visitor's account menu (the shell's, loaded on demand); app/ puts it in. */
  accountMenu?: ReactNode;
}

/** The public landing page (/): the spec's sections in the spec's order. */
export default function LandingPage({ contactSection, accountMenu }: LandingPageProps) {
  // The header and hero paint first; the sections below the fold follow in a background render that input
  // can interrupt, so the first paint on a slow phone does not wait for the whole page. A prerendered page
  // (decision 031) already shows them all: its render and the hydration that meets it take the whole page.
  const [wholePageAtOnce] = useState(hasStaticMarkup);
  const belowFold = useDeferredValue(true, wholePageAtOnce);
  useScrollToHash(belowFold);
  // A Tab pressed on the loading page carries over (its skip link to this one's).
  const page = useRef<HTMLDivElement>(null);
  useFocusHandoff(page, { handsOver: false });
  return (
    <div ref={page}>
      <DocumentTitle />
      <SkipLink />
      <LandingHeader accountMenu={accountMenu} />
      <Box component="main" id="main-content" tabIndex={-1} sx={{ '&:focus': { outline: 'none' } }}>
        <HeroSection />
        {belowFold && (
          <>
            <ServicesSection />
            <FeaturesSection />
            <TestimonialsSection />
            <StatsBand />
            {contactSection}
          </>
        )}
      </Box>
      {belowFold && <LandingFooter />}
    </div>
  );
}
