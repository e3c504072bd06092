import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { TextLink } from '../../../components/public-frame/text-link';

/** An in-page anchor (href) or an app route (to). */
export type FooterLink = { label: string; href: string } | { label: string; to: string };

interface FooterLinkListProps {
  id: string;
  title: string;
  links: readonly FooterLink[];
}

const linkSx = {
  color: 'common.white',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 32,
} as const;

/** A titled navigation list of the landing footer (white on navy). */
export function FooterLinkList({ id, title, links }: FooterLinkListProps) {
  return (
    <Box component="nav" aria-labelledby={id}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.125rem', fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {links.map((link) => (
          <li key={link.label}>
            {'to' in link ? (
              <TextLink to={link.to} sx={linkSx}>
                {link.label}
              </TextLink>
            ) : (
              <TextLink href={link.href} sx={linkSx}>
                {link.label}
              </TextLink>
            )}
          </li>
        ))}
      </Box>
    </Box>
  );
}
