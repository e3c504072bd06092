import Box from '@mui/material/Box';
import VerifiedIcon from '@mui/icons-material/Verified';

/** The 'Verified Veteran' mark on each testimonial. */
export function VerifiedBadge() {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        px: 1,
        py: 0.25,
        borderRadius: 4,
        border: 1,
        borderColor: 'success.dark',
        color: 'success.dark',
        fontSize: '0.875rem',
        fontWeight: 700,
      }}
    >
      <VerifiedIcon fontSize="small" />
      Verified Veteran
    </Box>
  );
}
