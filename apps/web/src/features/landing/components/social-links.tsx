import type { ReactElement } from 'react';
import Box from '@mui/material/Box';
import FacebookIcon from '@mui/icons-material/Facebook';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import { SOCIAL_PROFILES, type SocialProfile } from '../landing-content';

const ICONS: Record<SocialProfile['network'], ReactElement> = {
  Facebook: <FacebookIcon />,
  X: <XIcon />,
  LinkedIn: <LinkedInIcon />,
  YouTube: <YouTubeIcon />,
};

/** Icon links to Waypoint's social profiles, each named for screen readers. */
export function SocialLinks() {
  return (
    <Box component="nav" aria-label="Social media">
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', gap: 1 }}>
        {SOCIAL_PROFILES.map((profile) => (
          <li key={profile.network}>
            <Box
              component="a"
              href={profile.href}
              rel="noopener noreferrer"
              aria-label={`Waypoint on ${profile.network}`}
              sx={{
                width: 44,
                height: 44,
                display: 'grid',
                placeItems: 'center',
                borderRadius: '50%',
                color: 'common.white',
                border: 1,
                borderColor: 'rgba(255, 255, 255, 0.6)',
                '&:hover': { bgcolor: 'rgba(255, 255, 255, 0.12)' },
              }}
            >
              {ICONS[profile.network]}
            </Box>
          </li>
        ))}
      </Box>
    </Box>
  );
}
