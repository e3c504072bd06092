import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { Circle } from '@waypoint/shared/community/community';
import { CircleView } from './circle-view';

/** "View circle": the circle in a dialog (full screen on a phone), with a link to its own page. */
export function CircleDialog({ circle, onClose }: { circle: Circle; onClose: () => void }) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = `circle-dialog-${circle.id}`;
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={narrow}
      scroll="paper"
    >
      <DialogTitle id={titleId}>{circle.name}</DialogTitle>
      <DialogContent dividers>
        <CircleView circle={circle} />
      </DialogContent>
      <DialogActions>
        <Button component={RouterLink} to={`/community/${circle.id}`}>
          Open the circle&apos;s page
        </Button>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
