import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CareerPathCard } from '../../../components/career-kit/career-path-card';
import type { MosTranslation } from '@waypoint/shared/careers/careers-http';

/**
 * After registration: the MOS's civilian job titles and the career suggestions. The spec's "generation time in ms"
 * is not shown: it means nothing to a veteran (decision 037).
 */
export function RegistrationSuccess({ translation }: { translation: MosTranslation }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <Stack spacing={3}>
      <Alert severity="success" role="status">
        Your account and veteran profile are ready.
      </Alert>
      <Box component="section" aria-labelledby="civilian-titles">
        <Typography id="civilian-titles" ref={heading} tabIndex={-1} component="h2" variant="h5">
          Civilian job titles for {translation.code} ({translation.title})
        </Typography>
        <Typography component="ul" sx={{ columns: { sm: 2 }, pl: 3 }}>
          {translation.jobTitles.map((title) => (
            <li key={title}>{title}</li>
          ))}
        </Typography>
      </Box>
      <Box component="section" aria-labelledby="career-suggestions">
        <Typography id="career-suggestions" component="h2" variant="h5" sx={{ mb: 2 }}>
          Career suggestions
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {translation.careerPaths.map((path) => (
            <CareerPathCard key={path.title} path={path} headingLevel="h3" />
          ))}
        </Box>
      </Box>
      <Button component={RouterLink} to="/dashboard" variant="contained" size="large">
        Go to your dashboard
      </Button>
    </Stack>
  );
}
