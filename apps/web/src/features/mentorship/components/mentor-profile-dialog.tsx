import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Mentor } from '@waypoint/shared/mentorship/mentorship';
import { MENTORSHIP_MESSAGES } from '@waypoint/shared/mentorship/mentorship-limits';
import { branchLabel, channelsText, industryLabel, responseSummary, slotText } from './mentor-details';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="subtitle2">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, mb: 1 }}>
        {children}
      </Typography>
    </>
  );
}

/** A mentor's profile: the spec's channels and availability, with experience, industry and response time. */
export function MentorProfileDialog({ mentor, onClose }: { mentor: Mentor | null; onClose: () => void }) {
  return (
    <Dialog open={mentor !== null} onClose={onClose} fullWidth maxWidth="sm" scroll="body">
      {mentor && (
        <>
          <DialogTitle>{mentor.name}</DialogTitle>
          <DialogContent>
            <Stack spacing={1}>
              {mentor.sample && <Typography variant="body2">{MENTORSHIP_MESSAGES.sampleMentor}</Typography>}
              <dl style={{ margin: 0 }}>
                <Fact label="Role">{mentor.role}</Fact>
                <Fact label="Branch">{branchLabel(mentor)}</Fact>
                <Fact label="Experience">{mentor.experience}</Fact>
                <Fact label="Interests">{mentor.interests.join(', ')}</Fact>
                <Fact label="Industry">{industryLabel(mentor)}</Fact>
                <Fact label="Location">{mentor.location || 'Not given'}</Fact>
                <Fact label="Channels">{channelsText(mentor)}</Fact>
                <Fact label="Availability">
                  {mentor.availability.accepting ? 'Accepting new mentees' : 'Paused: not taking new mentees'}
                  {mentor.availability.slots.length > 0 &&
                    ` · ${mentor.availability.slots.map(slotText).join(', ')}`}
                </Fact>
                <Fact label="Open seats">{`${mentor.openSeats} of ${mentor.capacity}`}</Fact>
                <Fact label="Response time">{responseSummary(mentor)}</Fact>
              </dl>
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
