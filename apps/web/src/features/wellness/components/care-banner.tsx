import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { VETERANS_CRISIS_LINE } from '@waypoint/shared/wellness/care';

export const CARE_TEXTS = {
  heading: 'You do not have to carry this alone',
  body: 'Your recent entries sound heavy. The Veterans Crisis Line is free, confidential and there for you 24 hours a day, whether or not you are in crisis.',
  privacy: 'Only you can see this message and your journal; nothing is shared with anyone.',
  more: 'More crisis resources',
} as const;

/**
 * The calm banner the care rule asks for. A region, not an alert: it is there when the page opens and must
 * not interrupt whoever is reading; its heading makes it easy to find.
 */
export function CareBanner() {
  const headingId = useId();
  const { call, text, chat, resourcesPath } = VETERANS_CRISIS_LINE;
  return (
    <Alert
      severity="info"
      role="region"
      aria-labelledby={headingId}
      icon={false}
      sx={{ '& .MuiAlert-message': { width: '100%' } }}
    >
      <Typography id={headingId} component="h2" variant="h6" gutterBottom>
        {CARE_TEXTS.heading}
      </Typography>
      <Typography gutterBottom>{CARE_TEXTS.body}</Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        useFlexGap
        sx={{ my: 1.5, flexWrap: 'wrap' }}
      >
        <Button variant="contained" href={call.href}>
          {call.label}
        </Button>
        <Button variant="outlined" href={text.href}>
          {text.label}
        </Button>
        <Button variant="outlined" href={chat.href} target="_blank" rel="noopener noreferrer">
          {chat.label}
        </Button>
      </Stack>
      <Typography variant="body2">
        <Link component={RouterLink} to={resourcesPath}>
          {CARE_TEXTS.more}
        </Link>
        {'. '}
        {CARE_TEXTS.privacy}
      </Typography>
    </Alert>
  );
}
