import { useState } from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ResumePrefill } from '@waypoint/shared/resume/resume-http';
import type { ResumeEditor } from '../hooks/use-resume-editor';
import { withSuggestedBullet } from '../resume-prefill';
import { EditorSection } from './editor-section';
import { memoSection } from './section-memo';

/**
 * Civilian-worded bullets from the career catalogue for the user's MOS: add one to the first experience entry
 * (then edit it there) or dismiss it.
 */
function PrefillSuggestionsView({ editor, prefill }: { editor: ResumeEditor; prefill: ResumePrefill }) {
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set());
  const { occupation } = prefill;
  if (!occupation) return null;
  const used = new Set(editor.draft.data.workExperience.flatMap((job) => job.description));
  const offered = prefill.bullets.filter((bullet) => !dismissed.has(bullet) && !used.has(bullet));
  if (offered.length === 0) return null;

  return (
    <EditorSection title="Suggested bullets">
      <Typography variant="body2">
        Civilian wording of your duties as {occupation.title} ({occupation.branchLabel} {occupation.code}),
        from Waypoint&apos;s career catalogue. Add a bullet to your first experience entry and make it your
        own: say what you achieved, with numbers.
      </Typography>
      <List disablePadding aria-label="Suggested bullets">
        {offered.map((bullet) => (
          <ListItem key={bullet} disableGutters divider>
            <Stack spacing={1} sx={{ width: '100%' }}>
              <Typography>{bullet}</Typography>
              <Stack direction="row" spacing={1}>
                <Button
                  size="small"
                  variant="outlined"
                  aria-label={`Add to experience: ${bullet}`}
                  onClick={() =>
                    editor.edit((draft) => ({
                      ...draft,
                      data: withSuggestedBullet(draft.data, bullet, occupation.branchLabel),
                    }))
                  }
                >
                  Add to experience
                </Button>
                <Button
                  size="small"
                  aria-label={`Dismiss: ${bullet}`}
                  onClick={() => setDismissed((current) => new Set(current).add(bullet))}
                >
                  Dismiss
                </Button>
              </Stack>
            </Stack>
          </ListItem>
        ))}
      </List>
    </EditorSection>
  );
}

export const PrefillSuggestions = memoSection(PrefillSuggestionsView, ['workExperience', 'headline']);
