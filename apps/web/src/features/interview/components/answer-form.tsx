import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { interviewEvaluationRequestSchema } from '@waypoint/shared/interview/interview';
import {
  INTERVIEW_LIMITS,
  INTERVIEW_MESSAGES,
  type InterviewMode,
} from '@waypoint/shared/interview/interview-limits';
import type { InterviewQuestion } from '@waypoint/shared/interview/interview';
import { z } from 'zod';
import { FormBanner } from '../../../lib/forms/form-banner';
import { FormTextField } from '../../../lib/forms/form-text-field';
import { SchemaFormProvider } from '../../../lib/forms/schema-form-provider';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useEvaluateInterviewResponseMutation } from '../api/evaluate-interview-response';
import type { PracticeEntry } from '../hooks/use-practice-session';
import { useSpeechRecognition } from '../hooks/use-speech-recognition';
import { voiceFailureReason } from '../hooks/use-voice-availability';

interface AnswerValues {
  response: string;
}

const answerSchema = z.object({ response: interviewEvaluationRequestSchema.shape.response });
const AnswerField = FormTextField<AnswerValues>;

interface AnswerFormProps {
  question: InterviewQuestion;
  mode: InterviewMode;
  onEvaluated: (entry: PracticeEntry) => void;
  /** Dictation failed for good (no recognition service, microphone refused): why, in words. */
  onVoiceFailure: (reason: string) => void;
}

/**
 * One answer: typed, or dictated in voice mode and shown as text to correct before Submit. The server evaluates
 * it; an empty answer never leaves the browser ("Add a response before submitting.").
 */
export function AnswerForm({ question, mode, onEvaluated, onVoiceFailure }: AnswerFormProps) {
  const [evaluate] = useEvaluateInterviewResponseMutation();
  const form = useSchemaForm({
    defaultValues: { response: '' } satisfies AnswerValues,
    schema: answerSchema,
    onSubmit: async ({ response }) => {
      const spoken = mode === 'voice' && dictation.spokenSeconds() > 0 ? dictation.spokenSeconds() : null;
      dictation.stop();
      const feedback = await evaluate({
        questionId: question.id,
        response,
        mode,
        spokenSeconds: spoken,
      }).unwrap();
      onEvaluated({
        questionId: question.id,
        question: question.prompt,
        response,
        mode,
        feedback,
        timestamp: new Date().toISOString(),
        spokenSeconds: spoken,
      });
    },
    // A refused answer says why beside the field; anything else is the spec's evaluation failure.
    failureMessage: (error) => (error.fieldErrors?.response ? null : INTERVIEW_MESSAGES.evaluateFailed),
  });
  const dictation = useSpeechRecognition(
    (text) => {
      const current = form.methods.getValues('response');
      form.setField('response', current ? `${current} ${text}` : text);
    },
    (error) => {
      const reason = voiceFailureReason(error);
      if (reason) onVoiceFailure(reason);
    },
  );
  const { failure, submitting, submitRef } = form;

  return (
    <SchemaFormProvider form={form}>
      <Box component="form" noValidate onSubmit={form.submit} aria-label="Your answer">
        <Stack spacing={2}>
          {mode === 'voice' && (
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1.5}
              sx={{ alignItems: { sm: 'center' } }}
            >
              <Button
                variant="outlined"
                onClick={dictation.listening ? dictation.stop : dictation.start}
                aria-pressed={dictation.listening}
              >
                {dictation.listening ? 'Stop dictation' : 'Start dictation'}
              </Button>
              <Typography variant="body2" color="text.secondary" role="status">
                {dictation.listening
                  ? 'Listening… your words appear below as text.'
                  : dictation.error
                    ? `Dictation stopped (${dictation.error}). You can type your answer instead.`
                    : 'Speak your answer; read it over before you submit.'}
              </Typography>
            </Stack>
          )}
          <AnswerField
            name="response"
            label="Your answer"
            multiline
            minRows={6}
            hint={`Up to ${INTERVIEW_LIMITS.responseMaxLength.toLocaleString('en-US')} characters. Try situation, task, action, result.`}
          />
          <FormBanner messages={[failure]} />
          <Box>
            <Button ref={submitRef} type="submit" variant="contained" disabled={submitting}>
              {submitting ? 'Evaluating…' : 'Submit'}
            </Button>
          </Box>
        </Stack>
      </Box>
    </SchemaFormProvider>
  );
}
