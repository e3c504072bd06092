import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { EmploymentType, JobSearchInput } from '@waypoint/shared/jobs/jobs';

/** The search as the URL holds it, so a search can be shared and reloaded. */
export interface JobSearchState {
  q: string;
  location: string;
  remoteOnly: boolean;
  salaryMin: string;
  postedWithin: string;
  employmentType: EmploymentType | '';
  federalOnly: boolean;
  veteransPreference: boolean;
  /** GS grades, as the selects hold them ("" for any). */
  gradeMin: string;
  gradeMax: string;
  page: number;
}

/** The list the search screen shows: the search's results or the user's saved jobs. */
export type JobsView = 'results' | 'saved';

export const EMPTY_SEARCH: JobSearchState = {
  q: '',
  location: '',
  remoteOnly: false,
  salaryMin: '',
  postedWithin: '',
  employmentType: '',
  federalOnly: false,
  veteransPreference: false,
  gradeMin: '',
  gradeMax: '',
  page: 1,
};

const on = (value: string | null) => value === 'true';

export function readSearch(params: URLSearchParams): JobSearchState {
  const page = Number(params.get('page') ?? '1');
  return {
    q: params.get('q') ?? '',
    location: params.get('location') ?? '',
    remoteOnly: on(params.get('remoteOnly')),
    salaryMin: params.get('salaryMin') ?? '',
    postedWithin: params.get('postedWithin') ?? '',
    employmentType: (params.get('employmentType') ?? '') as EmploymentType | '',
    federalOnly: on(params.get('federalOnly')),
    veteransPreference: on(params.get('veteransPreference')),
    gradeMin: params.get('gradeMin') ?? '',
    gradeMax: params.get('gradeMax') ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** What the API is asked: blank fields and switched-off filters left out. */
export function toQuery(search: JobSearchState): JobSearchInput {
  return {
    q: search.q.trim() || undefined,
    location: search.location.trim() || undefined,
    remoteOnly: search.remoteOnly ? 'true' : undefined,
    salaryMin: search.salaryMin.trim() || undefined,
    postedWithin: search.postedWithin || undefined,
    employmentType: search.employmentType || undefined,
    federalOnly: search.federalOnly ? 'true' : undefined,
    veteransPreference: search.veteransPreference ? 'true' : undefined,
    gradeMin: search.gradeMin || undefined,
    gradeMax: search.gradeMax || undefined,
    page: search.page > 1 ? search.page : undefined,
  } as JobSearchInput;
}

/**
 * The URL's search (undefined until one was run), the selected posting, the list shown, and the setters that write
 * the URL. Without a search the saved jobs show, so a returning user finds them first, unless `resultsFirst` (a
 * veteran with a target career opens on the jobs for it).
 */
export function useSearchParamsState({ resultsFirst = false } = {}) {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => readSearch(params), [params]);
  const hasSearch = ['q', 'location', 'remoteOnly'].some((key) => params.has(key));
  const selectedId = params.get('job') ?? undefined;
  const asked = params.get('view');
  const view: JobsView =
    asked === 'saved' || asked === 'results' ? asked : hasSearch || resultsFirst ? 'results' : 'saved';

  const runSearch = useCallback(
    (next: JobSearchState) => {
      const query = toQuery(next);
      const entries = Object.entries(query).filter(([, value]) => value !== undefined) as [string, string][];
      setParams(new URLSearchParams(entries.map(([key, value]) => [key, String(value)])));
    },
    [setParams],
  );
  const select = useCallback(
    (jobId: string | undefined) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (jobId) next.set('job', jobId);
          else next.delete('job');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  const showView = useCallback(
    (next: JobsView) => {
      setParams(
        (current) => {
          const changed = new URLSearchParams(current);
          changed.set('view', next);
          return changed;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return { search, hasSearch, selectedId, view, runSearch, select, showView };
}
