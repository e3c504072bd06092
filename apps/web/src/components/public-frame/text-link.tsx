import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';

interface TextLinkProps {
  /** An app route; rendered as a router link. */
  to?: string;
  /** An in-page anchor, tel:, mailto: or external address; rendered as a plain link. */
  href?: string;
  rel?: string;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/**
 * An underlined text link in the theme's link colour. The landing page uses it instead of MUI Link, which
 * would add its focus-tracking code to the first download; the theme's :focus-visible ring still applies.
 */
export function TextLink({ to, href, rel, sx, children }: TextLinkProps) {
  const baseSx = { color: 'primary.main', textDecoration: 'underline', textUnderlineOffset: '0.15em' };
  const allSx = [baseSx, ...(Array.isArray(sx) ? sx : [sx])];
  if (to !== undefined) {
    return (
      <Box component={RouterLink} to={to} sx={allSx}>
        {children}
      </Box>
    );
  }
  return (
    <Box component="a" href={href} rel={rel} sx={allSx}>
      {children}
    </Box>
  );
}
