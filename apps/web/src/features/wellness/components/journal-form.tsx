import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MOOD_LABELS, WELLNESS_LIMITS } from '@waypoint/shared/wellness/wellness-limits';
import { FormBanner } from '../../../lib/forms/form-banner';
import { FormTextField } from '../../../lib/forms/form-text-field';
import { SchemaFormProvider } from '../../../lib/forms/schema-form-provider';
import { useFormField } from '../../../lib/forms/use-form-field';
import { useJournalForm, type JournalFormValues } from '../hooks/use-journal-form';

const MARKS = Array.from(
  { length: WELLNESS_LIMITS.moodMax - WELLNESS_LIMITS.moodMin + 1 },
  (_, index) => WELLNESS_LIMITS.moodMin + index,
);
export const moodText = (mood: number) => `${mood} of 5, ${MOOD_LABELS[mood] ?? ''}`;

function MoodSlider() {
  const { ref, ...field } = useFormField<JournalFormValues, 'mood'>('mood');
  const labelId = useId();
  const valueId = useId();
  return (
    <Box>
      <Typography id={labelId} sx={{ fontWeight: 600 }}>
        Mood
      </Typography>
      <Typography id={valueId} color="text.secondary" variant="body2">
        {moodText(field.value)}
      </Typography>
      {/* A native range input: the browser's own slider semantics and keys (arrows, Home, End, Page Up/Down). */}
      <Box
        component="input"
        type="range"
        name={field.name}
        value={field.value}
        min={WELLNESS_LIMITS.moodMin}
        max={WELLNESS_LIMITS.moodMax}
        step={1}
        onChange={(event) => field.onChange(Number(event.currentTarget.value))}
        onBlur={field.onBlur}
        ref={ref}
        aria-labelledby={labelId}
        aria-valuetext={moodText(field.value)}
        sx={{
          display: 'block',
          width: '100%',
          height: 44,
          m: 0,
          accentColor: (theme) => theme.palette.primary.main,
          cursor: 'pointer',
        }}
      />
      {/* The scale under the track, for sight only: the value text above is what is read out. */}
      <Box aria-hidden="true" sx={{ display: 'flex', justifyContent: 'space-between', px: '2px', mt: -1 }}>
        {MARKS.map((mark) => (
          <Typography
            key={mark}
            variant="body2"
            color="text.secondary"
            sx={{ width: 16, textAlign: 'center' }}
          >
            {mark}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

/** "New journal entry": mood slider, the note, Save. */
export function JournalForm() {
  const { form, saved } = useJournalForm();
  const { failure, submitting, submitRef, submit } = form;
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} component="h2" variant="h6" gutterBottom>
          New journal entry
        </Typography>
        <SchemaFormProvider form={form}>
          <Stack component="form" noValidate spacing={2} onSubmit={submit}>
            <FormBanner messages={[failure]} />
            <MoodSlider />
            <FormTextField<JournalFormValues>
              name="note"
              label="Journal note"
              multiline
              minRows={3}
              hint="Only you can read your journal."
              slotProps={{ htmlInput: { maxLength: WELLNESS_LIMITS.noteMax } }}
            />
            <Box>
              <Button type="submit" variant="contained" disabled={submitting} ref={submitRef}>
                {submitting ? 'Saving…' : 'Save entry'}
              </Button>
            </Box>
            <Typography role="status" color="success.main" variant="body2">
              {saved}
            </Typography>
          </Stack>
        </SchemaFormProvider>
      </CardContent>
    </Card>
  );
}
