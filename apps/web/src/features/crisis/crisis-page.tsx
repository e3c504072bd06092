import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DocumentTitle } from '../../components/document-title';
import { CrisisDisclaimer } from './components/crisis-disclaimer';
import { CrisisLinesSection } from './components/crisis-lines-section';
import { CrisisQuickLinks } from './components/crisis-quick-links';
import { EmergencyAlert } from './components/emergency-alert';
import { ExtraResourcesSection } from './components/extra-resources-section';

/**
 * /crisis-resources. Content only: the router puts it in the signed-in shell or, signed out, in PublicFrame;
 * both provide <main id="main-content"> and the skip link to it.
 */
export default function CrisisPage() {
  return (
    <Box sx={{ display: 'grid', gap: { xs: 4, md: 5 } }}>
      <DocumentTitle page="Crisis & Support" />
      <Box>
        <Typography
          variant="h1"
          sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, fontWeight: 800, color: 'primary.dark' }}
        >
          Crisis &amp; Support
        </Typography>
        <Typography sx={{ mt: 1, fontSize: '1.125rem' }}>
          You are not alone. Free, confidential help is available any time, day or night.
        </Typography>
      </Box>
      <EmergencyAlert />
      <CrisisQuickLinks />
      <CrisisLinesSection />
      <ExtraResourcesSection />
      <CrisisDisclaimer />
    </Box>
  );
}
