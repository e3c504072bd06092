import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  INTERVIEW_DIFFICULTIES,
  INTERVIEW_DIFFICULTY_LABELS,
  INTERVIEW_PACK_LABELS,
  INTERVIEW_PACKS,
  type InterviewDifficulty,
  type InterviewMode,
  type InterviewPack,
} from '@waypoint/shared/interview/interview-limits';
import { TextInput } from '../../../components/text-input';
import type { PracticeSettings } from '../hooks/use-practice-session';

interface PracticeSettingsCardProps {
  settings: PracticeSettings;
  onChange: (settings: PracticeSettings) => void;
  voiceAvailable: boolean;
  /** Why voice practice is off in this browser, shown under the toggle. */
  voiceReason: string | null;
  /** While a session runs, pack and difficulty wait for the next Start. */
  sessionActive: boolean;
  starting: boolean;
  onStart: () => void;
}

/** The spec's practice mode toggle (text or voice, beta), question pack, difficulty, and Start. */
export function PracticeSettingsCard({
  settings,
  onChange,
  voiceAvailable,
  voiceReason,
  sessionActive,
  starting,
  onStart,
}: PracticeSettingsCardProps) {
  return (
    <Card component="section" aria-labelledby="practice-settings-title">
      <CardContent>
        <Stack spacing={2.5}>
          <Typography id="practice-settings-title" variant="h5" component="h2">
            Practice settings
          </Typography>
          <Stack spacing={1}>
            <Typography id="practice-mode-label" variant="subtitle2" component="p">
              Practice mode
            </Typography>
            <ToggleButtonGroup
              exclusive
              color="primary"
              value={settings.mode}
              aria-labelledby="practice-mode-label"
              onChange={(_event, mode: InterviewMode | null) => mode && onChange({ ...settings, mode })}
            >
              <ToggleButton value="text">Text</ToggleButton>
              <ToggleButton
                value="voice"
                disabled={!voiceAvailable}
                aria-describedby={voiceReason ? 'voice-unavailable' : undefined}
              >
                Voice (beta)
              </ToggleButton>
            </ToggleButtonGroup>
            {voiceReason && (
              <Typography id="voice-unavailable" variant="body2" color="text.secondary">
                {voiceReason}
              </Typography>
            )}
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextInput
              select
              fullWidth
              label="Question pack"
              value={settings.pack}
              disabled={sessionActive}
              onChange={(event) => onChange({ ...settings, pack: event.target.value as InterviewPack })}
            >
              {INTERVIEW_PACKS.map((pack) => (
                <option key={pack} value={pack}>
                  {INTERVIEW_PACK_LABELS[pack]}
                </option>
              ))}
            </TextInput>
            <TextInput
              select
              fullWidth
              label="Difficulty"
              value={settings.difficulty}
              disabled={sessionActive}
              onChange={(event) =>
                onChange({ ...settings, difficulty: event.target.value as InterviewDifficulty })
              }
            >
              {INTERVIEW_DIFFICULTIES.map((difficulty) => (
                <option key={difficulty} value={difficulty}>
                  {INTERVIEW_DIFFICULTY_LABELS[difficulty]}
                </option>
              ))}
            </TextInput>
          </Stack>
          {!sessionActive && (
            <Button
              variant="contained"
              onClick={onStart}
              disabled={starting}
              sx={{ alignSelf: 'flex-start' }}
            >
              {starting ? 'Loading questions…' : 'Start'}
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
