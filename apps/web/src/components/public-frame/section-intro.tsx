import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface SectionIntroProps {
  /** The heading id the section is labelled by. */
  id: string;
  title: string;
  lead?: string;
  tone?: 'dark' | 'light';
}

/** A section's h2 and its one-line introduction. */
export function SectionIntro({ id, title, lead, tone = 'dark' }: SectionIntroProps) {
  const light = tone === 'light';
  return (
    <Box sx={{ mb: { xs: 4, md: 6 }, maxWidth: '65ch' }}>
      <Typography
        id={id}
        variant="h2"
        sx={{
          fontSize: { xs: '1.75rem', md: '2.25rem' },
          fontWeight: 800,
          color: light ? 'common.white' : 'primary.main',
        }}
      >
        {title}
      </Typography>
      {lead ? (
        <Typography sx={{ mt: 1.5, fontSize: '1.125rem', color: light ? 'common.white' : 'text.secondary' }}>
          {lead}
        </Typography>
      ) : null}
    </Box>
  );
}
