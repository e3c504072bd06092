import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { JobsView } from '../hooks/use-search-params-state';

export const JOB_LIST_IDS = {
  tab: (view: JobsView) => `job-list-tab-${view}`,
  panel: (view: JobsView) => `job-list-panel-${view}`,
} as const;

/** "Search results" and "Saved jobs (3)": the two lists of the search screen, as tabs. */
export function JobListTabs({
  view,
  savedCount,
  onChange,
}: {
  view: JobsView;
  savedCount: number | undefined;
  onChange: (view: JobsView) => void;
}) {
  const tab = (value: JobsView, label: string) => (
    <Tab value={value} label={label} id={JOB_LIST_IDS.tab(value)} aria-controls={JOB_LIST_IDS.panel(value)} />
  );
  return (
    <Tabs value={view} onChange={(_event, next: JobsView) => onChange(next)} aria-label="Job lists">
      {tab('results', 'Search results')}
      {tab('saved', savedCount === undefined ? 'Saved jobs' : `Saved jobs (${savedCount})`)}
    </Tabs>
  );
}
