import { Suspense, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { ActionLink } from '../../../components/public-frame/action-link';
import { BrandLink } from '../../../components/public-frame/brand-link';
import { CrisisSupportLink } from '../../../components/public-frame/crisis-support-link';
import { TextLink } from '../../../components/public-frame/text-link';
import { useSignedIn } from '../../../components/public-frame/use-signed-in';
import { SECTION_LINKS } from '../landing-content';

interface LandingHeaderProps {
  /** Shown to a signed-in visitor beside the dashboard link; it loads (with the store) only then. */
  accountMenu?: ReactNode;
}

/**
 * Brand, in-page navigation, crisis help, then Sign In and Join, or for a signed-in visitor the dashboard and the
 * account menu. The stored token decides (no Redux on the first load, decision 011). Sticky from md up; wraps on
 * phones.
 */
export function LandingHeader({ accountMenu }: LandingHeaderProps) {
  const signedIn = useSignedIn();
  return (
    <Box
      component="header"
      sx={{
        position: { xs: 'static', md: 'sticky' },
        top: 0,
        zIndex: 'appBar',
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Container sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, py: 0.5 }}>
        <BrandLink />
        <Box
          component="nav"
          aria-label="Main"
          sx={{ order: { xs: 2, md: 1 }, flexBasis: { xs: '100%', md: 'auto' }, ml: { md: 'auto' } }}
        >
          <Box
            component="ul"
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              columnGap: 0.5,
              listStyle: 'none',
              m: 0,
              ml: { xs: -0.75, md: 0 },
              p: 0,
            }}
          >
            {SECTION_LINKS.map((link) => (
              <li key={link.href}>
                <TextLink
                  href={link.href}
                  sx={{
                    display: 'inline-flex',
                    alignItems: 'center',
                    minHeight: { xs: 40, md: 44 },
                    px: { xs: 0.75, md: 1 },
                    fontSize: { xs: '0.9375rem', md: '1rem' },
                    color: 'text.primary',
                    fontWeight: 600,
                    textDecoration: 'none',
                    '&:hover': { textDecoration: 'underline' },
                  }}
                >
                  {link.label}
                </TextLink>
              </li>
            ))}
            <li>
              <CrisisSupportLink />
            </li>
          </Box>
        </Box>
        <Box
          sx={{
            order: { xs: 1, md: 2 },
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            ml: { xs: 'auto', md: 1 },
          }}
        >
          {signedIn ? (
            <>
              <ActionLink to="/dashboard" variant="contained">
                Dashboard
              </ActionLink>
              <Suspense fallback={null}>{accountMenu}</Suspense>
            </>
          ) : (
            <>
              <ActionLink to="/signin" variant="outlined">
                Sign In
              </ActionLink>
              <ActionLink to="/register" variant="contained">
                Join
              </ActionLink>
            </>
          )}
        </Box>
      </Container>
    </Box>
  );
}
