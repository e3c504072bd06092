import Box from '@mui/material/Box';
import EmailIcon from '@mui/icons-material/Email';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import MessageIcon from '@mui/icons-material/Message';
import PhoneIcon from '@mui/icons-material/Phone';
import { phoneForDisplay } from '@waypoint/shared/contact/public-contact';
import { configuredContact } from './configured-contact';
import { TextLink } from './text-link';

/** Where the details fall back to when none are configured: the contact form, which always reaches the team. */
export const CONTACT_FORM_TEXT = 'Write to us with the contact form: our team answers every message.';
export const CONTACT_FORM_LINK = 'Send us a message';

interface ContactDetailsProps {
  tone?: 'dark' | 'light';
  /** Link to the contact form (the footer); beside the form itself, say so without a link. */
  linkToForm?: boolean;
}

/**
 * How to reach the Waypoint team, as configured (phone, e-mail, address; CONTACT_*): the landing page's footer
 * and contact section show it. Nothing configured, nothing invented: the contact form instead.
 */
export function ContactDetails({ tone = 'dark', linkToForm = false }: ContactDetailsProps) {
  const { phone, email, address } = configuredContact();
  const color = tone === 'light' ? 'common.white' : 'text.primary';
  const rowSx = { display: 'flex', alignItems: 'center', gap: 1, minHeight: 32, color } as const;
  const none = !phone && !email && !address;
  return (
    <Box component="address" sx={{ fontStyle: 'normal', display: 'grid', gap: 1 }}>
      {phone && (
        <TextLink href={`tel:${phone}`} sx={rowSx}>
          <PhoneIcon fontSize="small" />
          <span>Phone: {phoneForDisplay(phone)}</span>
        </TextLink>
      )}
      {email && (
        <TextLink href={`mailto:${email}`} sx={rowSx}>
          <EmailIcon fontSize="small" />
          {email}
        </TextLink>
      )}
      {address && (
        <Box sx={rowSx}>
          <LocationOnIcon fontSize="small" />
          {address}
        </Box>
      )}
      {none &&
        (linkToForm ? (
          <TextLink href="#contact" sx={rowSx}>
            <MessageIcon fontSize="small" />
            {CONTACT_FORM_LINK}
          </TextLink>
        ) : (
          <Box sx={rowSx}>
            <MessageIcon fontSize="small" />
            {CONTACT_FORM_TEXT}
          </Box>
        ))}
    </Box>
  );
}
