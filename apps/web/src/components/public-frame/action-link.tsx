import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router';

export type ActionLinkVariant = 'contained' | 'outlined' | 'text' | 'critical';

interface ActionLinkProps {
  /** An app route; rendered as a router link. */
  to?: string;
  /** An in-page anchor or external address; rendered as a plain link. */
  href?: string;
  variant?: ActionLinkVariant;
  /** 'light' for a dark (navy) background. */
  tone?: 'dark' | 'light';
  size?: 'medium' | 'large';
  startIcon?: ReactNode;
  endIcon?: ReactNode;
  children: ReactNode;
}

const looks = {
  dark: {
    contained: { bgcolor: 'primary.main', color: 'common.white', '&:hover': { bgcolor: 'primary.dark' } },
    outlined: { color: 'primary.main', borderColor: 'primary.main', '&:hover': { bgcolor: 'action.hover' } },
    text: { color: 'primary.main', '&:hover': { bgcolor: 'action.hover' } },
    critical: { color: 'error.dark', textDecoration: 'underline', '&:hover': { bgcolor: 'action.hover' } },
  },
  light: {
    contained: { bgcolor: 'common.white', color: 'primary.main', '&:hover': { bgcolor: 'grey.200' } },
    outlined: {
      color: 'common.white',
      borderColor: 'common.white',
      '&:hover': { bgcolor: 'rgba(255, 255, 255, 0.12)' },
    },
    text: { color: 'common.white', '&:hover': { bgcolor: 'rgba(255, 255, 255, 0.12)' } },
    critical: {
      color: 'common.white',
      textDecoration: 'underline',
      '&:hover': { bgcolor: 'rgba(255, 255, 255, 0.12)' },
    },
  },
} as const;

/**
 * A link that looks like an MUI Button. Public pages use it instead of Button so the landing page's first
 * download carries no ripple and transition code; the theme's :focus-visible ring applies as on any link.
 */
export function ActionLink({
  to,
  href,
  variant = 'text',
  tone = 'dark',
  size = 'medium',
  startIcon,
  endIcon,
  children,
}: ActionLinkProps) {
  const sx = {
    typography: 'button',
    // Matches the theme's MuiButton (sentence case, as the spec writes button texts).
    textTransform: 'none',
    fontWeight: 600,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: 1,
    minHeight: size === 'large' ? 48 : 40,
    px: size === 'large' ? 2.75 : 2,
    fontSize: size === 'large' ? '0.9375rem' : undefined,
    borderRadius: 1,
    border: 1,
    borderColor: 'transparent',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    transition: 'background-color 150ms',
    '& svg': { fontSize: '1.25rem' },
    ...looks[tone][variant],
  };
  const content = (
    <>
      {startIcon}
      {children}
      {endIcon}
    </>
  );
  if (to !== undefined) {
    return (
      <Box component={RouterLink} to={to} sx={sx}>
        {content}
      </Box>
    );
  }
  return (
    <Box component="a" href={href} sx={sx}>
      {content}
    </Box>
  );
}
