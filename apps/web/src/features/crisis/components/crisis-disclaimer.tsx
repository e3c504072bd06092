import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Waypoint is not an emergency service; say so plainly. */
export function CrisisDisclaimer() {
  return (
    <Box
      component="section"
      aria-labelledby="disclaimer-heading"
      sx={{ borderTop: 1, borderColor: 'divider', pt: 3 }}
    >
      <Typography id="disclaimer-heading" variant="h2" sx={{ fontSize: '1.125rem', fontWeight: 700, mb: 1 }}>
        Emergency disclaimer
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Waypoint is not a crisis or emergency service and does not provide medical or mental-health care. The
        services listed on this page are run by independent organizations, and Waypoint does not see or store
        your calls, texts or chats with them. If you or someone near you is in immediate danger, call 911 or
        go to the nearest emergency room.
      </Typography>
    </Box>
  );
}
