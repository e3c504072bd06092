import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { TextLink } from '../../../components/public-frame/text-link';
import type { LegalSection } from '../legal-types';

/** "On this page": in-page links to each section. */
export function LegalToc({ sections }: { sections: readonly LegalSection[] }) {
  return (
    <Box
      component="nav"
      aria-labelledby="legal-toc-heading"
      sx={{ mt: 4, p: 3, bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography id="legal-toc-heading" variant="h2" sx={{ fontSize: '1.125rem', fontWeight: 700, mb: 1 }}>
        On this page
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 3, '& li': { py: 0.5 } }}>
        {sections.map((section) => (
          <li key={section.id}>
            <TextLink href={`#${section.id}`}>{section.heading}</TextLink>
          </li>
        ))}
      </Box>
    </Box>
  );
}
