import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { BrandLink } from '../../../components/public-frame/brand-link';
import { LegalLine } from '../../../components/public-frame/legal-line';
import { useSignedIn } from '../../../components/public-frame/use-signed-in';
import { SECTION_LINKS } from '../landing-content';
import { ContactDetails } from '../../../components/public-frame/contact-details';
import { type FooterLink, FooterLinkList } from './footer-link-list';
import { SocialLinks } from './social-links';

function resourceLinks(signedIn: boolean): FooterLink[] {
  const to = (path: string) => (signedIn ? path : '/register');
  return [
    { label: 'Career Center', to: to('/career/translate') },
    { label: 'Benefits Calculator', to: to('/benefits') },
    { label: 'Success Stories', href: '#testimonials' },
    { label: 'Support Groups', to: to('/community') },
  ];
}

const QUICK_LINKS: readonly FooterLink[] = [
  ...SECTION_LINKS,
  { label: 'Sign In', to: '/signin' },
  { label: 'Join', to: '/register' },
];

/** Quick links, resources, social profiles, contact details and the legal line, white on dark navy. */
export function LandingFooter() {
  const signedIn = useSignedIn();
  return (
    <Box
      component="footer"
      sx={{ bgcolor: 'primary.dark', color: 'common.white', pt: { xs: 6, md: 8 }, pb: 4 }}
    >
      <Container>
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: '1.4fr 1fr 1fr 1.3fr' },
          }}
        >
          <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
            <BrandLink tone="light" />
            <Typography sx={{ maxWidth: '36ch' }}>
              Career, benefits and mentorship support for veterans, service members and their families.
            </Typography>
            <SocialLinks />
          </Box>
          <FooterLinkList id="footer-quick-links" title="Quick links" links={QUICK_LINKS} />
          <FooterLinkList id="footer-resources" title="Resources" links={resourceLinks(signedIn)} />
          <Box>
            <Typography variant="h2" sx={{ fontSize: '1.125rem', fontWeight: 700, mb: 1.5 }}>
              Reach our team
            </Typography>
            <ContactDetails tone="light" linkToForm />
          </Box>
        </Box>
        <Box sx={{ mt: 6, pt: 3, borderTop: 1, borderColor: 'rgba(255, 255, 255, 0.3)' }}>
          <LegalLine tone="light" />
        </Box>
      </Container>
    </Box>
  );
}
