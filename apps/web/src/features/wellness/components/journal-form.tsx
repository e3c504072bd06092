import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MOOD_LABELS, WELLNESS_LIMITS } from '@waypoint/shared/wellness/wellness-limits';
import { FormBanner } from '../../../lib/forms/form-banner';
import { FormTextField } from '../../../lib/forms/form-text-field';
import { SchemaFormProvider } from '../../../lib/forms/schema-form-provider';
import { useFormField } from '../../../lib/forms/use-form-field';
import { useJournalForm, type JournalFormValues } from '../hooks/use-journal-form';

const MARKS = [1, 2, 3, 4, 5].map((value) => ({ value, label: String(value) }));
export const moodText = (mood: number) => `${mood} of 5, ${MOOD_LABELS[mood] ?? ''}`;

function MoodSlider() {
  const field = useFormField<JournalFormValues, 'mood'>('mood');
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
      <Box sx={{ px: 1.5 }}>
        <Slider
          name={field.name}
          value={field.value}
          min={WELLNESS_LIMITS.moodMin}
          max={WELLNESS_LIMITS.moodMax}
          step={1}
          marks={MARKS}
          onChange={(_event, value) => field.onChange(value as number)}
          getAriaValueText={moodText}
          slotProps={{ input: { 'aria-labelledby': labelId, ref: field.ref } }}
        />
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
