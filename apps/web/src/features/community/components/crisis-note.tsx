import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { COMMUNITY_MESSAGES } from '@waypoint/shared/community/community-limits';
import { VETERANS_CRISIS_LINE } from '@waypoint/shared/wellness/care';

/** Shown to a poster whose words mention self-harm: the Veterans Crisis Line, calmly, to them only. */
export function CrisisNote() {
  const { call, text, chat, resourcesPath } = VETERANS_CRISIS_LINE;
  return (
    <Alert severity="info" role="region" aria-label="Crisis support" icon={false}>
      <Typography gutterBottom>{COMMUNITY_MESSAGES.crisisNote}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ my: 1, flexWrap: 'wrap' }}>
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
      <Link component={RouterLink} to={resourcesPath}>
        More crisis resources
      </Link>
    </Alert>
  );
}
