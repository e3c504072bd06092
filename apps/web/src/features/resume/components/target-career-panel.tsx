import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RESUME_LIMITS } from '@waypoint/shared/resume/resume-limits';
import { RESUME_TARGET_MESSAGES } from '@waypoint/shared/resume/target-messages';
import type { ResumeTargetSuggestion } from '@waypoint/shared/resume/target-suggestions';
import { PerTargetState } from '../../../components/career-kit/per-target-state';
import { useGetResumeTargetSuggestionsQuery } from '../api/get-target-suggestions';
import type { ResumeEditor } from '../hooks/use-resume-editor';
import { newEntryId } from '../resume-edits';
import { withSuggestedBullet } from '../resume-prefill';
import { EditorSection } from './editor-section';
import { memoSection } from './section-memo';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function TargetSuggestions({ editor, target }: { editor: ResumeEditor; target: ResumeTargetSuggestion }) {
  const { data } = editor.draft;
  const headingId = `resume-target-${target.soc}`;
  const skills = target.skills.filter((skill) => !data.skills.some((existing) => same(existing.name, skill)));
  const used = new Set(data.workExperience.flatMap((job) => job.description));
  const bullets = target.bullets.filter((bullet) => !used.has(bullet));
  const skillsFull = data.skills.length >= RESUME_LIMITS.skills;

  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1.5}>
      <Typography id={headingId} variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
        {RESUME_TARGET_MESSAGES.forTarget(target.title)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {target.summary} (Waypoint&apos;s career catalogue.) Each suggestion is added only when you choose it;
        make it your own.
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="body2">Headline: {target.headline}</Typography>
        <Button
          size="small"
          variant="outlined"
          disabled={same(data.headline, target.headline)}
          aria-label={`Use headline: ${target.headline}`}
          onClick={() =>
            editor.edit((draft) => ({ ...draft, data: { ...draft.data, headline: target.headline } }))
          }
        >
          Use headline
        </Button>
        {same(data.headline, target.headline) && (
          <Typography variant="body2" color="text.secondary">
            In use
          </Typography>
        )}
      </Stack>
      {skills.length > 0 && (
        <Stack spacing={1}>
          <Typography variant="body2">
            Skills your service shares with this work (words in both the occupation&apos;s description and
            your duties):
          </Typography>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            {skills.map((skill) => (
              <Button
                key={skill}
                size="small"
                variant="outlined"
                disabled={skillsFull}
                aria-label={`Add skill: ${skill}`}
                onClick={() =>
                  editor.edit((draft) => ({
                    ...draft,
                    data: {
                      ...draft.data,
                      skills: [
                        ...draft.data.skills,
                        { id: newEntryId(), name: skill, category: 'technical', proficiency: null },
                      ],
                    },
                  }))
                }
              >
                + {skill}
              </Button>
            ))}
          </Stack>
        </Stack>
      )}
      {bullets.length > 0 && target.duties && (
        <Stack spacing={1}>
          <Typography variant="body2">
            Your duties as {target.duties.title} ({target.duties.branchLabel} {target.duties.code}) in
            civilian words. Add one to your first experience entry, then say what you achieved, with numbers.
          </Typography>
          <List disablePadding aria-label={`Bullets for ${target.title}`}>
            {bullets.map((bullet) => (
              <ListItem key={bullet} disableGutters divider>
                <Stack spacing={1} sx={{ width: '100%' }}>
                  <Typography>{bullet}</Typography>
                  <Button
                    size="small"
                    variant="outlined"
                    sx={{ alignSelf: 'flex-start' }}
                    aria-label={`Add bullet for ${target.title}: ${bullet}`}
                    onClick={() =>
                      editor.edit((draft) => ({
                        ...draft,
                        data: withSuggestedBullet(draft.data, bullet, target.duties?.branchLabel ?? ''),
                      }))
                    }
                  >
                    Add to experience
                  </Button>
                </Stack>
              </ListItem>
            ))}
          </List>
        </Stack>
      )}
      {target.certifications.length > 0 && (
        <Stack spacing={0.5}>
          <Typography variant="body2">
            Next steps into this field, to plan for (add one to your resume only once you have earned it):
          </Typography>
          <List dense disablePadding aria-label={`Next steps toward ${target.title}`}>
            {target.certifications.map((step) => (
              <ListItem key={step} disableGutters>
                <Typography variant="body2">{step}</Typography>
              </ListItem>
            ))}
          </List>
        </Stack>
      )}
    </Stack>
  );
}

/**
 * The target careers chosen in My Plan, in the resume builder: each target's headline to apply, skills and
 * civilian-worded bullets to add with one click each, and the next steps to plan for. Without a target, a link to
 * My Plan to choose one.
 */
function TargetCareerPanelView({ editor }: { editor: ResumeEditor }) {
  const suggestions = useGetResumeTargetSuggestionsQuery();
  return (
    <EditorSection title="Target career">
      <PerTargetState
        result={suggestions}
        loadingLabel="Loading suggestions for your target career…"
        retryName="Retry loading target career suggestions"
        errorMessage={RESUME_TARGET_MESSAGES.loadFailed}
        noTarget={RESUME_TARGET_MESSAGES.noTarget}
        chooseTarget={RESUME_TARGET_MESSAGES.chooseTarget}
      >
        {(target) => <TargetSuggestions editor={editor} target={target} />}
      </PerTargetState>
    </EditorSection>
  );
}

export const TargetCareerPanel = memoSection(TargetCareerPanelView, ['headline', 'skills', 'workExperience']);
