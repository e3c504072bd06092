import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/**
 * The urgent notice. Static content, so not role="alert" (that is for changes announced as they happen);
 * it is a labelled region instead, first after the page heading.
 */
export function EmergencyAlert() {
  return (
    <Alert
      severity="error"
      role="region"
      aria-labelledby="emergency-heading"
      sx={{ border: 2, borderColor: 'error.main', '& .MuiAlert-message': { width: '100%' } }}
    >
      <AlertTitle id="emergency-heading" component="h2" sx={{ fontSize: '1.25rem', fontWeight: 800 }}>
        In an emergency
      </AlertTitle>
      <Typography sx={{ fontSize: '1.125rem', fontWeight: 600 }}>
        If you are in immediate danger, call 911 or go to the nearest emergency room.
      </Typography>
      <Button
        href="tel:911"
        variant="contained"
        color="error"
        disableElevation
        sx={{ mt: 2, fontWeight: 700 }}
      >
        Call 911
      </Button>
    </Alert>
  );
}
