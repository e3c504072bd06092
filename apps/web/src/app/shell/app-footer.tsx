import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { footerLinks } from '../navigation';

export function AppFooter() {
  const year = new Date().getFullYear();
  return (
    <Box
      component="footer"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        px: { xs: 2, md: 3 },
        py: 2,
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Typography variant="body2" color="text.secondary">
        {`© ${year} Waypoint. All rights reserved.`}
      </Typography>
      <Box component="nav" aria-label="Footer">
        <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, m: 0, p: 0, listStyle: 'none' }}>
          {footerLinks.map((link) => (
            <li key={link.to}>
              <Link component={RouterLink} to={link.to} variant="body2">
                {link.label}
              </Link>
            </li>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
