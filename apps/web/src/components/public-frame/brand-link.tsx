import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';
import { BrandMark } from './brand-mark';

interface BrandLinkProps {
  /** 'light' for a dark background (white mark and text). */
  tone?: 'dark' | 'light';
}

/** The product name with its mark, linking home. */
export function BrandLink({ tone = 'dark' }: BrandLinkProps) {
  const light = tone === 'light';
  const { palette } = useTheme();
  return (
    <Box
      component={RouterLink}
      to="/"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        minHeight: 44,
        color: light ? 'common.white' : 'primary.main',
        fontWeight: 800,
        fontSize: '1.375rem',
        letterSpacing: '0.01em',
        textDecoration: 'none',
      }}
    >
      <Box component="span" sx={{ display: 'inline-flex', color: light ? 'common.white' : 'primary.main' }}>
        <BrandMark starColor={light ? palette.primary.main : palette.common.white} />
      </Box>
      Waypoint
    </Box>
  );
}
