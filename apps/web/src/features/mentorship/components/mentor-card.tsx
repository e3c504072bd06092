import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Mentor, Recommendation } from '@waypoint/shared/mentorship/mentorship';
import { colors } from '../../../theme/palette';
import { branchLabel } from './mentor-details';

const REQUEST_LABELS: Record<Recommendation['requestState'], string> = {
  idle: 'Request mentorship',
  pending: 'Request pending',
  accepted: 'Your mentor',
  declined: 'Request mentorship',
  expired: 'Request mentorship',
};

interface MentorCardProps {
  recommendation: Recommendation;
  /** Only mentees request; mentors and admins see the list as it is. */
  canRequest: boolean;
  onRequest: (mentor: Mentor) => void;
  onViewProfile: (mentor: Mentor) => void;
}

/** The mark of a mentor in the field of the veteran's target career (the first reason says which). */
export const TARGET_FIELD_LABEL = 'In your target field';

/** A recommended mentor: the server's match score and its reasons, a request button and the profile. */
export function MentorCard({ recommendation, canRequest, onRequest, onViewProfile }: MentorCardProps) {
  const { mentor, matchScore, reasons, requestState } = recommendation;
  const nameId = useId();
  const requestable = requestState === 'idle' && mentor.availability.accepting && mentor.openSeats > 0;
  return (
    <Card component="article" aria-labelledby={nameId} variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography id={nameId} component="h3" variant="h6">
            {mentor.name}
          </Typography>
          {mentor.sample && <Chip size="small" variant="outlined" label="Sample mentor" />}
          {recommendation.targetField && <Chip size="small" color="primary" label={TARGET_FIELD_LABEL} />}
          {!mentor.availability.accepting && <Chip size="small" label="Paused" />}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {mentor.role} · {branchLabel(mentor)}
        </Typography>
        <Box sx={{ mt: 1.5 }}>
          <Typography sx={{ fontWeight: 600 }}>Match score: {matchScore}</Typography>
          {/* The score's bar, for sight: the text above carries the number. */}
          <Box
            aria-hidden="true"
            sx={{ my: 0.5, height: 4, borderRadius: 2, overflow: 'hidden', bgcolor: colors.navyTint }}
          >
            <Box sx={{ width: `${matchScore}%`, height: '100%', bgcolor: 'primary.main' }} />
          </Box>
          <Typography variant="body2">{reasons.join(' · ')}</Typography>
        </Box>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => onViewProfile(mentor)}>View profile</Button>
        {canRequest && (
          <Button variant="contained" disabled={!requestable} onClick={() => onRequest(mentor)}>
            {requestState === 'idle' && !requestable ? 'Not taking mentees' : REQUEST_LABELS[requestState]}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
