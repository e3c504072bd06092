import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import type { OwnMentorProfile, WeeklySlot } from '@waypoint/shared/mentorship/mentorship';
import { WEEKDAYS, WEEKDAY_LABELS } from '@waypoint/shared/mentorship/mentorship-limits';
import { TextInput } from '../../../components/text-input';
import { readApiError } from '../../../lib/api-error';
import { useSetAvailabilityMutation } from '../api/set-availability';
import { slotText } from './mentor-details';

const SAVE_FAILED = 'We could not save your availability.';

/** Availability actions: accepting or paused, and weekly slots, saved together. */
export function AvailabilityPanel({ profile }: { profile: OwnMentorProfile }) {
  const headingId = useId();
  const [accepting, setAccepting] = useState(profile.availability.accepting);
  const [slots, setSlots] = useState<WeeklySlot[]>(profile.availability.slots);
  const [draft, setDraft] = useState<WeeklySlot>({ day: 'MON', start: '18:00', end: '19:00' });
  const [problem, setProblem] = useState<string | null>(null);
  const [save, { isLoading, isSuccess, error, reset }] = useSetAvailabilityMutation();

  // The shared schema (and zod) load when the person first saves, not with the page.
  const submit = () => {
    reset();
    import('@waypoint/shared/mentorship/mentorship').then(
      ({ availabilitySchema }) => {
        const checked = availabilitySchema.safeParse({ accepting, slots });
        if (!checked.success) return setProblem(checked.error.issues[0]?.message ?? 'Check the slots.');
        setProblem(null);
        void save(checked.data);
      },
      () => setProblem(SAVE_FAILED),
    );
  };
  const addSlot = () => {
    if (draft.start >= draft.end) return setProblem('A slot must end after it starts.');
    setProblem(null);
    setSlots([...slots, draft]);
  };

  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Stack spacing={2}>
          <Typography id={headingId} component="h2" variant="h5">
            Availability
          </Typography>
          <FormControlLabel
            control={<Switch checked={accepting} onChange={(event) => setAccepting(event.target.checked)} />}
            label="Accepting new mentees"
          />
          <Typography variant="body2">
            {accepting ? '' : 'Paused: veterans cannot request you until you accept again. '}
            {profile.openSeats} of {profile.capacity} seats open.
          </Typography>
          <Stack
            component="ul"
            aria-label="Weekly slots"
            spacing={0.5}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
          >
            {slots.length === 0 && <li>No weekly slots yet.</li>}
            {slots.map((slot, index) => (
              <Stack
                component="li"
                key={`${slotText(slot)}-${index}`}
                direction="row"
                sx={{ alignItems: 'center' }}
              >
                <Typography>{slotText(slot)}</Typography>
                <IconButton
                  aria-label={`Remove ${slotText(slot)}`}
                  onClick={() => setSlots(slots.filter((_, other) => other !== index))}
                >
                  <DeleteIcon />
                </IconButton>
              </Stack>
            ))}
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            <TextInput
              select
              label="Day"
              value={draft.day}
              onChange={(event) => setDraft({ ...draft, day: event.target.value as WeeklySlot['day'] })}
              sx={{ minWidth: 140 }}
            >
              {WEEKDAYS.map((day) => (
                <option key={day} value={day}>
                  {WEEKDAY_LABELS[day]}
                </option>
              ))}
            </TextInput>
            <TextInput
              type="time"
              label="Starts"
              value={draft.start}
              onChange={(event) => setDraft({ ...draft, start: event.target.value })}
            />
            <TextInput
              type="time"
              label="Ends"
              value={draft.end}
              onChange={(event) => setDraft({ ...draft, end: event.target.value })}
            />
            <Button onClick={addSlot}>Add slot</Button>
          </Stack>
          {(problem || error) && (
            <Alert severity="error">{problem ?? (readApiError(error, '').message || SAVE_FAILED)}</Alert>
          )}
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Button variant="contained" disabled={isLoading} onClick={submit}>
              Save availability
            </Button>
            <Typography role="status" variant="body2" color="success.main">
              {isSuccess ? 'Availability saved.' : ''}
            </Typography>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
