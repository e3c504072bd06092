import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatScore } from '@waypoint/shared/interview/feedback/evaluate';
import { INTERVIEW_MODE_LABELS } from '@waypoint/shared/interview/interview-limits';
import type { InterviewSession } from '@waypoint/shared/interview/interview';
import { FeedbackPanel } from './feedback-panel';

/** A saved session's transcript: every question, the answer, and the feedback it got. */
export function SessionDetails({ session }: { session: InterviewSession }) {
  return (
    <Stack spacing={2} divider={<Divider flexItem />}>
      <Typography>Average score: {formatScore(session.averageScore)} out of 5</Typography>
      {session.entries.map((entry, index) => (
        <Box
          component="article"
          key={`${entry.questionId}-${entry.timestamp}`}
          aria-labelledby={`saved-q-${index}`}
        >
          <Stack spacing={1}>
            <Typography id={`saved-q-${index}`} variant="subtitle1" component="h3">
              Question {index + 1}: {entry.question}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {INTERVIEW_MODE_LABELS[entry.mode]} answer
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
              {entry.response}
            </Typography>
            <FeedbackPanel feedback={entry.feedback} idPrefix={`saved-${index}`} />
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
