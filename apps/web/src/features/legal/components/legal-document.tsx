import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { TextLink } from '../../../components/public-frame/text-link';
import type { LegalDocumentContent, LegalLink } from '../legal-types';
import { LegalToc } from './legal-toc';

function SectionLink({ link }: { link: LegalLink }) {
  if (link.href.startsWith('/')) {
    return <TextLink to={link.href}>{link.label}</TextLink>;
  }
  return <TextLink href={link.href}>{link.label}</TextLink>;
}

/** A plain-language policy page: title, date, summary, contents and numbered sections. */
export function LegalDocument({ content }: { content: LegalDocumentContent }) {
  return (
    <Box component="article" aria-labelledby="legal-title" sx={{ maxWidth: '75ch', mx: 'auto' }}>
      <Typography
        id="legal-title"
        variant="h1"
        sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, fontWeight: 800, color: 'primary.dark' }}
      >
        {content.title}
      </Typography>
      <Typography sx={{ mt: 1, color: 'text.secondary' }}>Last updated: {content.lastUpdated}</Typography>
      <Typography sx={{ mt: 3, fontSize: '1.125rem' }}>{content.summary}</Typography>
      <LegalToc sections={content.sections} />
      {content.sections.map((section) => (
        <Box
          component="section"
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-heading`}
          sx={{ mt: 5 }}
        >
          <Typography
            id={`${section.id}-heading`}
            variant="h2"
            sx={{ fontSize: '1.5rem', fontWeight: 700, mb: 1.5 }}
          >
            {section.heading}
          </Typography>
          {section.paragraphs?.map((paragraph) => (
            <Typography key={paragraph} sx={{ mb: 1.5 }}>
              {paragraph}
            </Typography>
          ))}
          {section.bullets ? (
            <Box component="ul" sx={{ pl: 3, my: 1.5, '& li': { mb: 1 } }}>
              {section.bullets.map((bullet) => (
                <li key={bullet}>{bullet}</li>
              ))}
            </Box>
          ) : null}
          {section.links ? (
            <Box component="ul" sx={{ pl: 3, my: 1.5, '& li': { mb: 1 } }}>
              {section.links.map((link) => (
                <li key={link.href}>
                  <SectionLink link={link} />
                </li>
              ))}
            </Box>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}
