import { useEffect, useId, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BrandLink } from '../../../components/public-frame/brand-link';
import { BrandMark } from '../../../components/public-frame/brand-mark';
import { CrisisSupportLink } from '../../../components/public-frame/crisis-support-link';
import { LegalLine } from '../../../components/public-frame/legal-line';
import { DocumentTitle } from '../../../components/document-title';
import { SkipLink } from '../../../components/skip-link';
import { colors } from '../../../theme/palette';
import { AUTH_FRAME_TEXTS, DARK_OVERLAY, DEFAULT_BACKGROUND, type AuthFrameType } from './auth-frame-types';

interface AuthFrameProps {
  type: AuthFrameType;
  /** A screen's own title and subtitle where the spec gives one (registration); else the type's. */
  title?: string;
  subtitle?: string;
  /** A photo's URL to show under the dark overlay; a drawn pattern otherwise. */
  backgroundImage?: string;
  /** The registration form needs a wider card. */
  wide?: boolean;
  children: ReactNode;
}

/**
 * The shared frame of the sign-in, registration and reset screens: a centred card with the logo, title and
 * subtitle on a dark background, with crisis help in the header (SPEC-DECISIONS 3). The form area takes focus
 * on load (unless the visitor has already focused something), so the first Tab lands in the form and a screen
 * reader starts at the title.
 */
export function AuthFrame({
  type,
  title,
  subtitle,
  backgroundImage,
  wide = false,
  children,
}: AuthFrameProps) {
  const texts = AUTH_FRAME_TEXTS[type];
  const heading = title ?? texts.title;
  const titleId = useId();
  const formArea = useRef<HTMLElement>(null);

  useEffect(() => {
    // A prerendered screen hydrates on first use: focus the visitor already put into a field stays there.
    const active = document.activeElement;
    if (active && active !== document.body) return;
    formArea.current?.focus();
  }, []);

  const image = backgroundImage
    ? `url(${JSON.stringify(backgroundImage)}) center / cover`
    : DEFAULT_BACKGROUND;
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        background: `${DARK_OVERLAY}, ${image}`,
      }}
    >
      <DocumentTitle page={heading} />
      <SkipLink />
      <Box
        component="header"
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, px: { xs: 2, md: 4 }, py: 1 }}
      >
        <BrandLink tone="light" />
        <Box component="nav" aria-label="Support" sx={{ ml: 'auto' }}>
          <CrisisSupportLink tone="light" />
        </Box>
      </Box>
      <Box
        component="main"
        id="main-content"
        tabIndex={-1}
        sx={{
          flex: 1,
          display: 'flex',
          justifyContent: 'center',
          alignItems: 'center',
          px: { xs: 1.5, sm: 3 },
          py: { xs: 2, md: 4 },
        }}
      >
        <Paper
          ref={formArea}
          component="section"
          aria-labelledby={titleId}
          tabIndex={-1}
          elevation={8}
          sx={{
            width: '100%',
            maxWidth: wide ? 880 : 480,
            p: { xs: 2.5, sm: 4 },
            '&:focus': { outline: 'none' },
          }}
        >
          <Box sx={{ display: 'flex', justifyContent: 'center', color: colors.navy, mb: 1.5 }}>
            <BrandMark size={48} />
          </Box>
          <Typography id={titleId} component="h1" variant="h4" align="center" sx={{ fontWeight: 700 }}>
            {heading}
          </Typography>
          <Typography align="center" color="text.secondary" sx={{ mt: 1, mb: 3 }}>
            {subtitle ?? texts.subtitle}
          </Typography>
          {children}
        </Paper>
      </Box>
      <Box component="footer" sx={{ px: { xs: 2, md: 4 }, py: 2 }}>
        <LegalLine tone="light" />
      </Box>
    </Box>
  );
}
