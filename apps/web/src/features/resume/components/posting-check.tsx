import { useMemo } from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { missingTerms, postingKeyTerms, resumeWords } from '@waypoint/shared/resume/posting-terms';
import type { ResumeData } from '@waypoint/shared/resume/resume-data';
import { RESUME_TARGET_MESSAGES } from '@waypoint/shared/resume/target-messages';
import { useSavedJobPicker } from '../../../stores/saved-jobs/saved-job-picker';

/**
 * The resume against one of the user's saved jobs: which of the posting's key terms (its title and description,
 * repeated words and phrases first) the resume never uses. Checked here in the browser on what is on screen,
 * unsaved edits included, with the same shared function the interview coach builds posting questions from.
 */
export function PostingCheck({ data }: { data: ResumeData }) {
  const { job, picker } = useSavedJobPicker({
    label: 'Saved job',
    noSavedJobs: RESUME_TARGET_MESSAGES.noSavedJobs,
  });
  const terms = useMemo(() => (job ? postingKeyTerms(job) : []), [job]);
  const words = useMemo(() => resumeWords(data), [data]);
  const missing = useMemo(() => missingTerms(words, terms), [words, terms]);

  return (
    <Paper component="section" aria-labelledby="posting-check-heading" variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography id="posting-check-heading" variant="h6" component="h3">
          Check against a saved job
        </Typography>
        {picker}
        {job && (
          <Stack spacing={1}>
            <Typography variant="body2" color="text.secondary">
              Key terms come from the posting&apos;s title and description, most used first. Add the ones that
              are true of your experience, in your own words.
            </Typography>
            {missing.length === 0 ? (
              <Typography>{RESUME_TARGET_MESSAGES.nothingMissing}</Typography>
            ) : (
              <>
                <Typography id="missing-terms-label">
                  {missing.length} of the posting&apos;s {terms.length} key terms are not on this resume:
                </Typography>
                <List dense disablePadding aria-labelledby="missing-terms-label">
                  {missing.map(({ term }) => (
                    <ListItem key={term} disableGutters>
                      {term}
                    </ListItem>
                  ))}
                </List>
              </>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
