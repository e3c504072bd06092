import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import { colors } from '../../../theme/palette';

interface TranslationStatusProps {
  loading: boolean;
  announcement: string | null;
}

/**
 * One polite live region, always in the page so screen readers are already watching it when the loading
 * notice or the server's announcement appears in it.
 */
export function TranslationStatus({ loading, announcement }: TranslationStatusProps) {
  return (
    <Box role="status">
      {loading && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 3 }}>
          <CircularProgress size={20} aria-hidden="true" />
          <Typography>Translating your MOS…</Typography>
        </Box>
      )}
      {announcement && (
        <Box
          sx={{
            display: 'flex',
            gap: 1.5,
            alignItems: 'flex-start',
            p: 2,
            mb: 3,
            borderLeft: `6px solid ${colors.teal}`,
            bgcolor: colors.tealTint,
            color: colors.ink,
            borderRadius: 1,
          }}
        >
          <CampaignOutlined sx={{ color: colors.tealDark, mt: '2px' }} aria-hidden="true" />
          <Typography sx={{ fontWeight: 600 }}>{announcement}</Typography>
        </Box>
      )}
    </Box>
  );
}
