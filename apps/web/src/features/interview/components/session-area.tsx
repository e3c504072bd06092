import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { averageScore, formatScore } from '@waypoint/shared/interview/feedback/evaluate';
import { INTERVIEW_MESSAGES, type InterviewMode } from '@waypoint/shared/interview/interview-limits';
import { lazy, Suspense, useEffect, useRef } from 'react';
import type { PracticeSession } from '../hooks/use-practice-session';
import { exportTranscriptText } from '../transcript-export';
import { FeedbackPanel } from './feedback-panel';

// The answer form (its validation and the voice input) downloads when a session starts.
const AnswerForm = lazy(() => import('./answer-form').then((module) => ({ default: module.AnswerForm })));

interface SessionAreaProps {
  session: PracticeSession;
  mode: InterviewMode;
  onVoiceFailure: (reason: string) => void;
}

/** The spec's session area and feedback: the question, the answer, the feedback, Next Question, End Session. */
export function SessionArea({ session, mode, onVoiceFailure }: SessionAreaProps) {
  const { active, currentFeedback, startMessage, saveFailed, saving, saved } = session;
  const questionHeading = useRef<HTMLHeadingElement>(null);
  const feedbackHeading = useRef<HTMLHeadingElement>(null);
  const sessionHeading = useRef<HTMLHeadingElement>(null);
  const answered = active?.entries.some((entry) => entry.questionId === active.questions[active.index]?.id);

  // Keyboard and screen-reader users land where the screen changed: a new question, or its feedback.
  useEffect(() => {
    if (answered) feedbackHeading.current?.focus();
    else questionHeading.current?.focus();
  }, [active?.startedAt, active?.index, answered]);

  // The buttons go with the session; focus stays in the area, on its heading.
  const endSession = async () => {
    if (await session.end()) sessionHeading.current?.focus();
  };

  let body;
  if (!active) {
    body = (
      <Stack spacing={2}>
        {startMessage && (
          <Alert severity={startMessage === INTERVIEW_MESSAGES.noQuestions ? 'info' : 'error'}>
            {startMessage}
          </Alert>
        )}
        <Typography color="text.secondary">
          Choose a practice mode, a question pack and a difficulty, then select Start.
        </Typography>
      </Stack>
    );
  } else {
    const question = active.questions[active.index]!;
    const answer = active.entries.find((entry) => entry.questionId === question.id);
    const remaining = active.index < active.questions.length - 1;
    const scores = active.entries.map((entry) => entry.feedback.score);
    body = (
      <Stack spacing={2.5}>
        <Typography variant="overline" component="p">
          Question {active.index + 1} of {active.questions.length}
        </Typography>
        {active.source && <Typography variant="subtitle2">{active.source}</Typography>}
        <Typography id="current-question" ref={questionHeading} tabIndex={-1} variant="h6" component="h3">
          {question.prompt}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <strong>What a strong answer contains:</strong> {question.guidance}
        </Typography>
        {answer ? (
          <Box component="section" aria-labelledby="feedback-title">
            <Stack spacing={2}>
              <Box>
                <Typography variant="subtitle2" component="p">
                  Your answer
                </Typography>
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                  {answer.response}
                </Typography>
              </Box>
              <Divider />
              <Typography id="feedback-title" ref={feedbackHeading} tabIndex={-1} variant="h6" component="h3">
                Feedback
              </Typography>
              <FeedbackPanel feedback={answer.feedback} idPrefix={`feedback-${active.index}`} />
            </Stack>
          </Box>
        ) : (
          <Suspense fallback={<CircularProgress aria-label="Loading the answer form" />}>
            <AnswerForm
              key={question.id}
              question={question}
              mode={mode}
              onVoiceFailure={onVoiceFailure}
              onEvaluated={session.record}
            />
          </Suspense>
        )}
        {scores.length > 0 && (
          <Typography variant="body2">
            Session average: {formatScore(averageScore(scores))} out of 5 ({scores.length} answered)
          </Typography>
        )}
        {saveFailed && (
          <Alert
            severity="error"
            action={
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <Button color="inherit" size="small" onClick={() => void endSession()}>
                  Retry
                </Button>
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => {
                    const transcript = session.transcript();
                    if (transcript) exportTranscriptText(transcript);
                  }}
                >
                  Export transcript
                </Button>
              </Stack>
            }
          >
            {INTERVIEW_MESSAGES.saveFailed}
          </Alert>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          {currentFeedback && remaining && (
            <Button variant="contained" onClick={session.next}>
              Next Question
            </Button>
          )}
          <Button variant="outlined" onClick={() => void endSession()} disabled={saving}>
            {saving ? 'Saving…' : 'End Session'}
          </Button>
        </Stack>
      </Stack>
    );
  }

  return (
    <Card component="section" aria-labelledby="session-title">
      <CardContent>
        <Stack spacing={2}>
          <Typography id="session-title" ref={sessionHeading} tabIndex={-1} variant="h5" component="h2">
            Session
          </Typography>
          {/* Always there, so the saved notice is announced when it appears. */}
          <div role="status">
            {saved && !active && (
              <Alert severity="success" role="none">
                Session saved. You can find it under Recent sessions.
              </Alert>
            )}
          </div>
          {body}
        </Stack>
      </CardContent>
    </Card>
  );
}
