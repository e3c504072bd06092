import Box from '@mui/material/Box';
import EmailIcon from '@mui/icons-material/Email';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import PhoneIcon from '@mui/icons-material/Phone';
import { SUPPORT_EMAIL_ADDRESS } from '@waypoint/shared/contact/support-address';
import { TextLink } from './text-link';

/** How to reach the Waypoint team: the landing page's footer and the contact section show it. */
export const CONTACT_DETAILS = {
  phoneDisplay: '1-800-555-0100',
  phoneHref: 'tel:+18005550100',
  email: SUPPORT_EMAIL_ADDRESS,
  city: 'Arlington, VA',
} as const;

interface ContactDetailsProps {
  tone?: 'dark' | 'light';
}

/** Toll-free phone, support e-mail and city, as an address block. */
export function ContactDetails({ tone = 'dark' }: ContactDetailsProps) {
  const color = tone === 'light' ? 'common.white' : 'text.primary';
  const rowSx = { display: 'flex', alignItems: 'center', gap: 1, minHeight: 32, color } as const;
  return (
    <Box component="address" sx={{ fontStyle: 'normal', display: 'grid', gap: 1 }}>
      <TextLink href={CONTACT_DETAILS.phoneHref} sx={rowSx}>
        <PhoneIcon fontSize="small" />
        <span>Toll-free: {CONTACT_DETAILS.phoneDisplay}</span>
      </TextLink>
      <TextLink href={`mailto:${CONTACT_DETAILS.email}`} sx={rowSx}>
        <EmailIcon fontSize="small" />
        {CONTACT_DETAILS.email}
      </TextLink>
      <Box sx={rowSx}>
        <LocationOnIcon fontSize="small" />
        {CONTACT_DETAILS.city}
      </Box>
    </Box>
  );
}
