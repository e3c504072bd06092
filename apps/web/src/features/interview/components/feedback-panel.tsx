import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { InterviewFeedback } from '@waypoint/shared/interview/feedback/evaluate';

function FeedbackList({ title, items, id }: { title: string; items: readonly string[]; id: string }) {
  if (!items.length) return null;
  return (
    <Box>
      <Typography id={id} variant="subtitle1" component="h4">
        {title}
      </Typography>
      <Box component="ul" aria-labelledby={id} sx={{ mt: 0.5, mb: 0, pl: 2.5 }}>
        {items.map((item) => (
          <Typography component="li" variant="body2" key={item} sx={{ mb: 0.5 }}>
            {item}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

/** The spec's feedback: summary, strengths, improvements and the score out of 5. */
export function FeedbackPanel({ feedback, idPrefix }: { feedback: InterviewFeedback; idPrefix: string }) {
  return (
    <Stack spacing={1.5}>
      <Typography variant="h6" component="p">
        Score: {feedback.score} out of 5
      </Typography>
      <Typography variant="body1">{feedback.summary}</Typography>
      <FeedbackList id={`${idPrefix}-strengths`} title="Strengths" items={feedback.strengths} />
      <FeedbackList id={`${idPrefix}-improvements`} title="Improvements" items={feedback.improvements} />
    </Stack>
  );
}
