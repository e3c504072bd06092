import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { JOBS_MESSAGES } from '@waypoint/shared/jobs/jobs-limits';
import { readApiError } from '../../../lib/api-error';
import { useSetAlertSearchMutation } from '../api/set-alert-search';
import type { JobSearchState } from '../hooks/use-search-params-state';

/** Makes the current search the one job alerts run, at the frequency chosen in the profile. */
export function AlertSearchButton({ search }: { search: JobSearchState }) {
  const [setAlertSearch, state] = useSetAlertSearchMutation();
  const salary = Number(search.salaryMin);
  const save = () =>
    void setAlertSearch({
      q: search.q.trim() || undefined,
      location: search.location.trim() || undefined,
      remoteOnly: search.remoteOnly,
      salaryMin: search.salaryMin && Number.isInteger(salary) ? salary : undefined,
      employmentType: search.employmentType || undefined,
      federalOnly: search.federalOnly,
      veteransPreference: search.veteransPreference,
    });
  const status = state.isSuccess
    ? `${JOBS_MESSAGES.alertSearchSaved} How often they arrive is your profile's job alert frequency.`
    : state.isError
      ? readApiError(state.error, 'We could not save your alert search. Please try again.').message
      : '';
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
      <Button variant="text" onClick={save} disabled={state.isLoading}>
        Use this search for job alerts
      </Button>
      <Typography role="status" variant="body2" color={state.isError ? 'error' : 'text.secondary'}>
        {status}
      </Typography>
    </Stack>
  );
}
