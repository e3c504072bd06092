import { useState } from 'react';
import { averageScore, type InterviewFeedback } from '@waypoint/shared/interview/feedback/evaluate';
import type {
  InterviewDifficulty,
  InterviewMode,
  InterviewPack,
} from '@waypoint/shared/interview/interview-limits';
import { INTERVIEW_MESSAGES } from '@waypoint/shared/interview/interview-limits';
import type { InterviewQuestion, InterviewSessionEntry } from '@waypoint/shared/interview/interview';
import type { TranscriptSession } from '@waypoint/shared/interview/transcript';
import { useGetInterviewQuestionsMutation } from '../api/get-interview-questions';
import { useSaveInterviewSessionMutation } from '../api/save-interview-session';

export interface PracticeSettings {
  mode: InterviewMode;
  pack: InterviewPack;
  difficulty: InterviewDifficulty;
}

/** An answer with the server's feedback, and how long it took to speak (voice answers). */
export type PracticeEntry = InterviewSessionEntry & { spokenSeconds: number | null };

/** A session in progress: its questions, where it is, and the answers with the server's feedback so far. */
export interface ActiveSession {
  settings: PracticeSettings;
  questions: InterviewQuestion[];
  index: number;
  entries: PracticeEntry[];
  startedAt: string;
  /** Where built questions come from ("For your target career: Logisticians"); null for the bank's packs. */
  source: string | null;
}

export interface PracticeSession {
  active: ActiveSession | null;
  /** The feedback on the current question once submitted. */
  currentFeedback: InterviewFeedback | null;
  starting: boolean;
  saving: boolean;
  /** The load failure or the empty pack's message, shown where the session would be. */
  startMessage: string | null;
  saveFailed: boolean;
  /** The last session ended was saved (until the next Start). */
  saved: boolean;
  start: (settings: PracticeSettings) => Promise<void>;
  /** Starts with questions built elsewhere (a target career's pack, a posting's key terms), saying where from. */
  startWith: (settings: PracticeSettings, questions: InterviewQuestion[], source: string) => void;
  record: (entry: PracticeEntry) => void;
  next: () => void;
  /** True when the session closed (saved, or nothing to save); false when saving failed. */
  end: () => Promise<boolean>;
  /** The session as a transcript, for "export manually" when saving failed. */
  transcript: () => TranscriptSession | null;
}

/**
 * The spec's session states: Start loads the questions (index 0, answers cleared); an answer's feedback shows;
 * Next Question moves on while questions remain; End Session saves the transcript and resets.
 */
export function usePracticeSession(): PracticeSession {
  const [active, setActive] = useState<ActiveSession | null>(null);
  const [startMessage, setStartMessage] = useState<string | null>(null);
  const [saveFailed, setSaveFailed] = useState(false);
  const [saved, setSaved] = useState(false);
  const [loadQuestions, loading] = useGetInterviewQuestionsMutation();
  const [saveSession, saving] = useSaveInterviewSessionMutation();

  const current = active?.questions[active.index];
  const currentFeedback = active?.entries.find((entry) => entry.questionId === current?.id)?.feedback ?? null;

  const start = async (settings: PracticeSettings) => {
    setStartMessage(null);
    setSaveFailed(false);
    setSaved(false);
    setActive(null);
    try {
      const questions = await loadQuestions({
        pack: settings.pack,
        difficulty: settings.difficulty,
      }).unwrap();
      if (!questions.length) return setStartMessage(INTERVIEW_MESSAGES.noQuestions);
      setActive({
        settings,
        questions,
        index: 0,
        entries: [],
        startedAt: new Date().toISOString(),
        source: null,
      });
    } catch {
      setStartMessage(INTERVIEW_MESSAGES.loadFailed);
    }
  };

  const startWith = (settings: PracticeSettings, questions: InterviewQuestion[], source: string) => {
    setSaveFailed(false);
    setSaved(false);
    if (!questions.length) {
      setActive(null);
      return setStartMessage(INTERVIEW_MESSAGES.noQuestions);
    }
    setStartMessage(null);
    setActive({ settings, questions, index: 0, entries: [], startedAt: new Date().toISOString(), source });
  };

  const record = (entry: PracticeEntry) =>
    setActive((session) => session && { ...session, entries: [...session.entries, entry] });

  const next = () =>
    setActive((session) =>
      session && session.index < session.questions.length - 1
        ? { ...session, index: session.index + 1 }
        : session,
    );

  const transcript = (): TranscriptSession | null =>
    active && {
      profile: { pack: active.settings.pack, difficulty: active.settings.difficulty },
      mode: active.settings.mode,
      startedAt: active.startedAt,
      entries: active.entries,
      averageScore: averageScore(active.entries.map((entry) => entry.feedback.score)),
    };

  /** Saves what was answered and resets; with nothing answered, just resets. A failed save keeps the session. */
  const end = async () => {
    if (!active) return true;
    if (!active.entries.length) {
      setActive(null);
      return true;
    }
    try {
      await saveSession({
        profile: { pack: active.settings.pack, difficulty: active.settings.difficulty },
        mode: active.settings.mode,
        startedAt: active.startedAt,
        entries: active.entries.map(({ questionId, response, mode, timestamp, spokenSeconds }) => ({
          questionId,
          response,
          mode,
          timestamp,
          spokenSeconds,
        })),
      }).unwrap();
      setSaveFailed(false);
      setSaved(true);
      setActive(null);
      return true;
    } catch {
      setSaveFailed(true);
      return false;
    }
  };

  return {
    active,
    currentFeedback,
    starting: loading.isLoading,
    saving: saving.isLoading,
    startMessage,
    saveFailed,
    saved,
    start,
    startWith,
    record,
    next,
    end,
    transcript,
  };
}
