import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { formatCount } from '@waypoint/shared/core/quantities';
import { JOBS_MESSAGES, JOBS_TARGET_TEXTS } from '@waypoint/shared/jobs/jobs-limits';
import { ChooseTargetHint } from '../../components/career-kit/choose-target-hint';
import { QueryState } from '../../components/query-state';
import { useGetCareerTargetsQuery } from '../../stores/career-targets/get-career-targets';
import { useGetJobQuery } from './api/get-job';
import { useGetSavedJobsQuery } from '../../stores/saved-jobs/saved-jobs-api';
import { useSearchJobsQuery } from './api/search-jobs';
import { AlertSearchButton } from './components/alert-search-button';
import { JobDetail } from './components/job-detail';
import { JOB_LIST_IDS, JobListTabs } from './components/job-list-tabs';
import { ResultsList } from './components/results-list';
import { SavedJobs } from './components/saved-jobs';
import { KEYWORDS_INPUT_ID, SearchForm } from './components/search-form';
import { toQuery, useSearchParamsState } from './hooks/use-search-params-state';

const count = (total: number) => `${formatCount(total, 'job')} found`;

/** Without a target career: where to choose one, so job search can open on the jobs for it. */
function TargetHint() {
  return <ChooseTargetHint text={JOBS_TARGET_TEXTS.hint} link={JOBS_TARGET_TEXTS.hintLink} secondary />;
}

/**
 * /career/job-search and /jobs: search, then the results or the saved jobs (tabs, the saved ones with their count),
 * and the detail panel; the URL holds the search, the list shown and the open posting. Opened with nothing asked,
 * a veteran with target careers sees the jobs for them (the server searches for the targets), labelled so, with a
 * way to search anything else; without a target, the saved jobs and a link to choose one.
 */
export default function JobsPage() {
  // The targets decide what job search opens on; the server reads the same targets for the search itself.
  const targets = useGetCareerTargetsQuery();
  const targetTitles = targets.data?.targets.map((target) => target.title) ?? [];
  const { search, hasSearch, selectedId, view, runSearch, select, showView } = useSearchParamsState({
    resultsFirst: targetTitles.length > 0,
  });
  const forTargets = !hasSearch && targetTitles.length > 0;
  const listed = hasSearch || forTargets;
  const query = toQuery(search);
  const results = useSearchJobsQuery(query, { skip: !listed });
  const saved = useGetSavedJobsQuery();
  const inResults = results.data?.jobs.find((job) => job.id === selectedId);
  // The posting read on its own carries the occupations it maps to; the listed one shows while it loads.
  const single = useGetJobQuery(selectedId ?? '', { skip: !selectedId });
  const job = selectedId ? (single.data?.id === selectedId ? single.data : inResults) : undefined;
  const answeredTargets = results.data?.forTargets?.map((target) => target.title);
  const heading =
    forTargets && answeredTargets?.length
      ? JOBS_TARGET_TEXTS.heading(answeredTargets)
      : results.data && hasSearch && !results.isFetching
        ? count(results.data.total)
        : 'Results';
  const savedIds = new Set(saved.data?.savedJobs.map((entry) => entry.job.id));

  // A new page moves focus to the results' heading, so keyboard users start at the top of the new page.
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const lastPage = useRef(search.page);
  useEffect(() => {
    if (lastPage.current !== search.page && results.data) resultsHeading.current?.focus();
    lastPage.current = search.page;
  }, [search.page, results.data]);

  const resultsBody = listed ? (
    <QueryState
      // The answer to this search only: while another page or search loads, the wait shows, not the last one.
      result={{ ...results, data: results.isFetching ? undefined : results.currentData }}
      loadingLabel="Loading jobs"
      errorMessage={(failure) =>
        failure.code === 'VALIDATION' && failure.message ? failure.message : JOBS_MESSAGES.loadFailed
      }
    >
      {({ jobs, total, pageSize, partial }) => {
        const pages = Math.max(1, Math.ceil(total / pageSize));
        return (
          <Stack spacing={2}>
            {forTargets && (
              <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography>{count(total)}</Typography>
                <Button onClick={() => document.getElementById(KEYWORDS_INPUT_ID)?.focus()}>
                  {JOBS_TARGET_TEXTS.searchAnything}
                </Button>
              </Stack>
            )}
            {partial && <Alert severity="info">{JOBS_MESSAGES.partialResults}</Alert>}
            {jobs.some((posting) => posting.sample) && (
              <Alert severity="info">{JOBS_MESSAGES.sampleNotice}</Alert>
            )}
            {jobs.length === 0 ? (
              <Typography>{forTargets ? JOBS_TARGET_TEXTS.noResults : JOBS_MESSAGES.noResults}</Typography>
            ) : (
              <ResultsList jobs={jobs} selectedId={selectedId} onSelect={select} />
            )}
            {pages > 1 && (
              <Pagination
                count={pages}
                page={Math.min(search.page, pages)}
                onChange={(_event, page) => runSearch({ ...search, page })}
                getItemAriaLabel={(type, page) =>
                  type === 'page'
                    ? `Page ${page}`
                    : type === 'next'
                      ? 'Next page'
                      : type === 'previous'
                        ? 'Previous page'
                        : type
                }
                sx={{ alignSelf: 'center' }}
              />
            )}
            {hasSearch && <AlertSearchButton search={search} />}
          </Stack>
        );
      }}
    </QueryState>
  ) : (
    <Typography color="text.secondary">{JOBS_MESSAGES.searchRule}</Typography>
  );

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        Job Search
      </Typography>
      <SearchForm initial={search} onSearch={runSearch} />
      {!hasSearch && targets.isSuccess && targetTitles.length === 0 && <TargetHint />}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack spacing={2}>
            <JobListTabs view={view} savedCount={saved.data?.savedJobs.length} onChange={showView} />
            <Box
              role="tabpanel"
              id={JOB_LIST_IDS.panel('results')}
              aria-labelledby={JOB_LIST_IDS.tab('results')}
              hidden={view !== 'results'}
            >
              <Paper component="section" aria-labelledby="job-results-title" sx={{ p: 2 }}>
                <Typography
                  id="job-results-title"
                  ref={resultsHeading}
                  tabIndex={-1}
                  variant="h6"
                  component="h2"
                  aria-live="polite"
                  gutterBottom
                >
                  {heading}
                </Typography>
                {resultsBody}
              </Paper>
            </Box>
            <Box
              role="tabpanel"
              id={JOB_LIST_IDS.panel('saved')}
              aria-labelledby={JOB_LIST_IDS.tab('saved')}
              hidden={view !== 'saved'}
            >
              <SavedJobs onOpen={select} />
            </Box>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          {job ? (
            <JobDetail job={job} saved={savedIds.has(job.id)} />
          ) : selectedId && single.isError ? (
            <Alert severity="error">{JOBS_MESSAGES.jobNotFound}</Alert>
          ) : null}
        </Grid>
      </Grid>
    </Stack>
  );
}
