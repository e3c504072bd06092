import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { EXTRA_RESOURCES } from '../crisis-content';
import { CrisisActionButton } from './crisis-action-button';

/** Further help that is not a crisis line: treatment referral, PTSD care, local VA services. */
export function ExtraResourcesSection() {
  return (
    <Box component="section" aria-labelledby="more-support-heading">
      <Typography id="more-support-heading" variant="h2" sx={{ fontSize: '1.5rem', fontWeight: 800, mb: 2 }}>
        More support
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
        {EXTRA_RESOURCES.map((resource) => (
          <Box
            component="li"
            key={resource.name}
            sx={{ p: 2.5, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
          >
            <Typography variant="h3" sx={{ fontSize: '1.125rem', fontWeight: 700 }}>
              {resource.name}
            </Typography>
            <Typography sx={{ color: 'text.secondary', my: 1 }}>{resource.description}</Typography>
            <CrisisActionButton action={resource.action} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
