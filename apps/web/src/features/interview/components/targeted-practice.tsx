import { useMemo } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { InterviewQuestion } from '@waypoint/shared/interview/interview';
import {
  INTERVIEW_TARGET_MESSAGES,
  parseBuiltQuestionId,
  POSTING_QUESTION_PACK,
  postingQuestions,
  TARGET_QUESTION_PACK,
} from '@waypoint/shared/interview/occupation-questions';
import type { InterviewMode } from '@waypoint/shared/interview/interview-limits';
import { PerTargetState } from '../../../components/career-kit/per-target-state';
import { useSavedJobPicker } from '../../../stores/saved-jobs/saved-job-picker';
import { useGetInterviewTargetPacksQuery } from '../api/get-target-packs';
import type { PracticeSettings } from '../hooks/use-practice-session';

interface TargetedPracticeProps {
  mode: InterviewMode;
  /** While a session runs, a new one waits until it ends. */
  sessionActive: boolean;
  onStart: (settings: PracticeSettings, questions: InterviewQuestion[], source: string) => void;
}

/**
 * Practice aimed at a goal: a question pack for each target career chosen in My Plan (framed from the occupation
 * by the server), and questions built from a saved job's posting (its key terms, most used first).
 */
export function TargetedPractice({ mode, sessionActive, onStart }: TargetedPracticeProps) {
  const packs = useGetInterviewTargetPacksQuery();
  const { job, picker } = useSavedJobPicker({
    label: 'Saved job to practise for',
    noSavedJobs: INTERVIEW_TARGET_MESSAGES.noSavedJobs,
    disabled: sessionActive,
  });
  const built = useMemo(() => (job ? postingQuestions(job) : []), [job]);
  const asked = built.map(({ id, pack, difficulty, prompt, guidance }) => ({
    id,
    pack,
    difficulty,
    prompt,
    guidance,
  }));
  const askedTerms = built.flatMap(({ id }) => {
    const from = parseBuiltQuestionId(id);
    return from?.kind === 'posting' ? [from.term] : [];
  });

  return (
    <Card component="section" aria-labelledby="targeted-practice-title">
      <CardContent>
        <Stack spacing={2.5}>
          <Typography id="targeted-practice-title" variant="h5" component="h2">
            Practice for your goal
          </Typography>

          <Stack spacing={1.5} component="section" aria-labelledby="target-packs-title">
            <Typography id="target-packs-title" variant="h6" component="h3">
              Target career
            </Typography>
            <PerTargetState
              result={packs}
              loadingLabel="Loading questions for your target career…"
              retryName="Retry loading target career questions"
              errorMessage={INTERVIEW_TARGET_MESSAGES.targetsFailed}
              noTarget={INTERVIEW_TARGET_MESSAGES.noTarget}
              chooseTarget={INTERVIEW_TARGET_MESSAGES.chooseTarget}
            >
              {(target) => (
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={1}
                  sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
                >
                  <Typography>
                    {INTERVIEW_TARGET_MESSAGES.forTarget(target.title)}: {target.questions.length} questions
                    about the work, framed from the occupation in Waypoint&apos;s career catalogue.
                  </Typography>
                  <Button
                    variant="outlined"
                    disabled={sessionActive}
                    onClick={() =>
                      onStart(
                        { mode, ...TARGET_QUESTION_PACK },
                        target.questions,
                        INTERVIEW_TARGET_MESSAGES.forTarget(target.title),
                      )
                    }
                  >
                    Practice for {target.title}
                  </Button>
                </Stack>
              )}
            </PerTargetState>
          </Stack>

          <Stack spacing={1.5} component="section" aria-labelledby="posting-practice-title">
            <Typography id="posting-practice-title" variant="h6" component="h3">
              A saved job&apos;s posting
            </Typography>
            {picker}
            {job && asked.length === 0 && <Typography>{INTERVIEW_TARGET_MESSAGES.noPostingTerms}</Typography>}
            {job && asked.length > 0 && (
              <>
                <Typography variant="body2" color="text.secondary">
                  {asked.length} questions built from this posting&apos;s key terms, most used first:{' '}
                  {askedTerms.join(', ')}.
                </Typography>
                <Button
                  variant="outlined"
                  disabled={sessionActive}
                  sx={{ alignSelf: 'flex-start' }}
                  onClick={() =>
                    onStart(
                      { mode, ...POSTING_QUESTION_PACK },
                      asked,
                      INTERVIEW_TARGET_MESSAGES.fromPosting(job.title, job.company),
                    )
                  }
                >
                  Practice for this posting
                </Button>
              </>
            )}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
