import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DocumentTitle } from '../../components/document-title';
import { PracticeSettingsCard } from './components/practice-settings';
import { RecentSessions } from './components/recent-sessions';
import { SessionArea } from './components/session-area';
import { TargetedPractice } from './components/targeted-practice';
import { usePracticeSession, type PracticeSettings } from './hooks/use-practice-session';
import { useVoiceAvailability } from './hooks/use-voice-availability';

/**
 * /career/interview-coach (spec §2 "Interview coach"): practice mode, question pack and difficulty, the session
 * area with feedback, and recent sessions. Feedback comes from the server's transparent rules.
 */
export default function InterviewPage() {
  const voice = useVoiceAvailability();
  const [settings, setSettings] = useState<PracticeSettings>({
    mode: 'text',
    pack: 'behavioral',
    difficulty: 'standard',
  });
  const session = usePracticeSession();

  return (
    <Stack spacing={3}>
      <DocumentTitle page="Interview Coach" />
      <div>
        <Typography variant="h4" component="h1">
          Interview Coach
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Practice answers and get feedback on structure, results, ownership, filler words and military
          jargon, with the civilian words to use instead.
        </Typography>
      </div>
      <PracticeSettingsCard
        settings={settings}
        onChange={setSettings}
        voiceAvailable={voice.available === true}
        voiceReason={voice.reason}
        sessionActive={Boolean(session.active)}
        starting={session.starting}
        onStart={() => void session.start(settings)}
      />
      <TargetedPractice
        mode={settings.mode}
        sessionActive={Boolean(session.active)}
        onStart={session.startWith}
      />
      <SessionArea
        session={session}
        mode={settings.mode}
        onVoiceFailure={(reason) => {
          voice.markUnavailable(reason);
          setSettings((current) => ({ ...current, mode: 'text' }));
        }}
      />
      <RecentSessions />
    </Stack>
  );
}
