import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useState, type FormEvent } from 'react';
import {
  EMPLOYMENT_TYPE_LABELS,
  EMPLOYMENT_TYPES,
  GS_GRADES,
  JOBS_LIMITS,
  POSTED_WITHIN_DAYS,
  type EmploymentType,
} from '@waypoint/shared/jobs/jobs-limits';
import { TextInput } from '../../../components/text-input';
import type { JobSearchState } from '../hooks/use-search-params-state';

/** The spec's rule: Search is disabled unless the query or the location is non-blank, or remote-only is on. */
export function canRunSearch(search: Pick<JobSearchState, 'q' | 'location' | 'remoteOnly'>): boolean {
  return Boolean(search.q.trim() || search.location.trim() || search.remoteOnly);
}

interface Props {
  initial: JobSearchState;
  onSearch: (search: JobSearchState) => void;
}

/** The keyword field's id: "Search for any job" on the target's results moves focus to it. */
export const KEYWORDS_INPUT_ID = 'job-search-keywords';

/** Query, location, Remote-friendly and the advanced filters; the search runs on submit. */
export function SearchForm({ initial, onSearch }: Props) {
  const [draft, setDraft] = useState(initial);
  // Back, forward or a shared link change the URL's search: the fields follow it. The form stays mounted, so a
  // submit keeps keyboard focus where it was.
  const initialKey = JSON.stringify(initial);
  const [shownKey, setShownKey] = useState(initialKey);
  if (initialKey !== shownKey) {
    setShownKey(initialKey);
    setDraft(initial);
  }
  const set = <K extends keyof JobSearchState>(key: K, value: JobSearchState[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const advancedOn = Boolean(
    initial.salaryMin ||
    initial.postedWithin ||
    initial.employmentType ||
    initial.federalOnly ||
    initial.veteransPreference ||
    initial.gradeMin ||
    initial.gradeMax,
  );
  // A lowest grade above the highest finds nothing: the highest follows the lowest up.
  const setGrade = (key: 'gradeMin' | 'gradeMax', value: string) =>
    setDraft((current) => {
      const next = { ...current, [key]: value };
      if (next.gradeMin && next.gradeMax && Number(next.gradeMin) > Number(next.gradeMax))
        return key === 'gradeMin' ? { ...next, gradeMax: value } : { ...next, gradeMin: value };
      return next;
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canRunSearch(draft)) onSearch({ ...draft, page: 1 });
  };

  return (
    <Paper component="form" role="search" aria-label="Job search" onSubmit={submit} sx={{ p: 2 }} noValidate>
      <Grid container spacing={2} alignItems="center">
        <Grid size={{ xs: 12, md: 5 }}>
          <TextInput
            id={KEYWORDS_INPUT_ID}
            fullWidth
            label="Keywords or military code"
            floatingLabel
            placeholder="e.g. paramedic, logistics, 68W"
            value={draft.q}
            onChange={(event) => set('q', event.target.value)}
            slotProps={{ htmlInput: { maxLength: JOBS_LIMITS.queryMax } }}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextInput
            fullWidth
            label="Location"
            floatingLabel
            placeholder="City or state"
            value={draft.location}
            onChange={(event) => set('location', event.target.value)}
            slotProps={{ htmlInput: { maxLength: JOBS_LIMITS.locationMax } }}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 3 }}>
          <Button type="submit" variant="contained" fullWidth size="large" disabled={!canRunSearch(draft)}>
            Search
          </Button>
        </Grid>
        <Grid size={12}>
          <FormControlLabel
            control={
              <Switch
                checked={draft.remoteOnly}
                onChange={(event) => set('remoteOnly', event.target.checked)}
              />
            }
            label="Remote-friendly"
          />
        </Grid>
      </Grid>
      <Accordion
        disableGutters
        elevation={0}
        defaultExpanded={advancedOn}
        sx={{ mt: 1, '&::before': { display: 'none' } }}
      >
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          aria-controls="job-filters"
          id="job-filters-heading"
        >
          <Typography>Advanced filters</Typography>
        </AccordionSummary>
        <AccordionDetails id="job-filters">
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 4 }}>
              <TextInput
                fullWidth
                label="Minimum salary (USD a year)"
                type="number"
                floatingLabel
                value={draft.salaryMin}
                onChange={(event) => set('salaryMin', event.target.value)}
                slotProps={{ htmlInput: { min: 0, step: 1000 } }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <TextInput
                select
                fullWidth
                label="Posted within"
                value={draft.postedWithin}
                onChange={(event) => set('postedWithin', event.target.value)}
              >
                <option value="">Any time</option>
                {POSTED_WITHIN_DAYS.map((days) => (
                  <option key={days} value={String(days)}>
                    {days === 1 ? 'Last 24 hours' : `Last ${days} days`}
                  </option>
                ))}
              </TextInput>
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <TextInput
                select
                fullWidth
                label="Employment type"
                value={draft.employmentType}
                onChange={(event) => set('employmentType', event.target.value as EmploymentType | '')}
              >
                <option value="">Any type</option>
                {EMPLOYMENT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {EMPLOYMENT_TYPE_LABELS[type]}
                  </option>
                ))}
              </TextInput>
            </Grid>
            {(['gradeMin', 'gradeMax'] as const).map((key) => (
              <Grid key={key} size={{ xs: 12, sm: 6 }}>
                <TextInput
                  select
                  fullWidth
                  label={key === 'gradeMin' ? 'Lowest GS grade' : 'Highest GS grade'}
                  value={draft[key]}
                  onChange={(event) => setGrade(key, event.target.value)}
                >
                  <option value="">Any grade</option>
                  {GS_GRADES.map((grade) => (
                    <option key={grade} value={String(grade)}>
                      GS-{grade}
                    </option>
                  ))}
                </TextInput>
              </Grid>
            ))}
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={draft.federalOnly}
                    onChange={(event) => set('federalOnly', event.target.checked)}
                  />
                }
                label="Federal jobs only"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={draft.veteransPreference}
                    onChange={(event) => set('veteransPreference', event.target.checked)}
                  />
                }
                label="Veterans' preference postings"
              />
            </Grid>
          </Grid>
        </AccordionDetails>
      </Accordion>
    </Paper>
  );
}
