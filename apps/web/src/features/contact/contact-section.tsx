import { Suspense, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { ContactDetails } from '../../components/public-frame/contact-details';
import { SectionIntro } from '../../components/public-frame/section-intro';
import { sectionSx } from '../../components/public-frame/section-styles';
import { TextLink } from '../../components/public-frame/text-link';
import { useNearViewport } from '../../components/public-frame/use-near-viewport';
import { ContactFormSkeleton } from './components/contact-form-skeleton';

interface ContactSectionProps {
  /**
   * The contact form (`components/contact-form.tsx`), rendered once the section comes near the viewport. The
   * page passes it lazily loaded, so its chunk (inputs, form recipe, API client) stays out of the first download
   * and is fetched as the visitor scrolls towards it.
   */
  form: ReactNode;
}

/** How to reach the Waypoint team, with the contact form. */
export function ContactSection({ form }: ContactSectionProps) {
  // A screen ahead: early enough that the form is there when the visitor arrives, late enough that loading
  // the page does not spend its first seconds on it.
  const [formSlot, nearViewport] = useNearViewport('1000px 0px');
  return (
    <Box
      component="section"
      id="contact"
      aria-labelledby="contact-heading"
      sx={{ ...sectionSx, bgcolor: 'background.default' }}
    >
      <Container>
        <SectionIntro
          id="contact-heading"
          title="Contact us"
          lead="Questions about your transition, your account or partnering with Waypoint? Our team answers every message."
        />
        <Box sx={{ display: 'grid', gap: 6, gridTemplateColumns: { xs: '1fr', lg: '1fr 2fr' } }}>
          <Box>
            <ContactDetails />
            <Typography
              sx={{ mt: 3, p: 2, borderLeft: 4, borderColor: 'error.dark', bgcolor: 'background.paper' }}
            >
              This form is not for emergencies. If you are in crisis, call 988 and press 1, or see{' '}
              <TextLink to="/crisis-resources" sx={{ color: 'error.dark', fontWeight: 700 }}>
                crisis support resources
              </TextLink>
              .
            </Typography>
          </Box>
          <Box
            ref={formSlot}
            sx={{
              bgcolor: 'background.paper',
              p: { xs: 2, md: 4 },
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
            }}
          >
            {nearViewport ? (
              <Suspense fallback={<ContactFormSkeleton />}>{form}</Suspense>
            ) : (
              <ContactFormSkeleton />
            )}
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
