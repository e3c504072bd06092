import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { TextLink } from './text-link';

interface LegalLineProps {
  /** 'light' for a dark background. */
  tone?: 'dark' | 'light';
}

/** "© {year} Waypoint. All rights reserved." with the Privacy Policy and Terms of Service links. */
export function LegalLine({ tone = 'dark' }: LegalLineProps) {
  const color = tone === 'light' ? 'common.white' : 'text.secondary';
  const linkSx = {
    color,
    minHeight: 24,
    display: 'inline-flex',
    alignItems: 'center',
    fontSize: '0.875rem',
  } as const;
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
      }}
    >
      {/* The year is the build's on a prerendered page; after New Year the browser's may differ until a release. */}
      <Typography sx={{ color }} suppressHydrationWarning>
        © {new Date().getFullYear()} Waypoint. All rights reserved.
      </Typography>
      <Box component="nav" aria-label="Legal" sx={{ display: 'flex', gap: 3 }}>
        <TextLink to="/privacy" sx={linkSx}>
          Privacy Policy
        </TextLink>
        <TextLink to="/terms" sx={linkSx}>
          Terms of Service
        </TextLink>
      </Box>
    </Box>
  );
}
