/** Job search limits and the spec's messages, without zod, so a screen can read them before loading schemas. */
export const JOBS_LIMITS = {
  queryMax: 200,
  locationMax: 120,
  noteMax: 1000,
  pageSizeDefault: 20,
  pageSizeMax: 50,
  /** Beyond this the page is past every useful result; asking for it is a mistake worth naming. */
  pageMax: 500,
  salaryMax: 10_000_000,
  /** General Schedule grades run from GS-1 to GS-15. */
  gradeMin: 1,
  gradeMax: 15,
} as const;

/** The GS grades the grade filter offers, GS-1 to GS-15. */
export const GS_GRADES = Array.from(
  { length: JOBS_LIMITS.gradeMax - JOBS_LIMITS.gradeMin + 1 },
  (_, index) => JOBS_LIMITS.gradeMin + index,
);

/** Where a veteran is with a saved job; `closed` is their own choice (they stopped, or the job went away). */
export const SAVED_JOB_STATUSES = ['saved', 'applied', 'interviewing', 'offer', 'closed'] as const;
export type SavedJobStatus = (typeof SAVED_JOB_STATUSES)[number];

export const SAVED_JOB_STATUS_LABELS: Record<SavedJobStatus, string> = {
  saved: 'Saved',
  applied: 'Applied',
  interviewing: 'Interviewing',
  offer: 'Offer',
  closed: 'Closed',
};

export const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACT', 'TEMPORARY', 'INTERNSHIP'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, string> = {
  FULL_TIME: 'Full-time',
  PART_TIME: 'Part-time',
  CONTRACT: 'Contract',
  TEMPORARY: 'Temporary',
  INTERNSHIP: 'Internship',
};

/** "Posted within" choices, in days. */
export const POSTED_WITHIN_DAYS = [1, 7, 14, 30] as const;
export type PostedWithinDays = (typeof POSTED_WITHIN_DAYS)[number];

export const JOB_SOURCES = ['usajobs', 'jsonld', 'csv', 'sample'] as const;
export type JobSource = (typeof JOB_SOURCES)[number];

export const JOB_SOURCE_LABELS: Record<JobSource, string> = {
  usajobs: 'USAJOBS',
  jsonld: 'Employer feed',
  csv: 'Employer feed',
  sample: 'Sample postings',
};

export const JOBS_MESSAGES = {
  /** The spec's Jobs error. */
  loadFailed: 'We could not load jobs right now. Please try again.',
  queryTooLong: `Search with at most ${JOBS_LIMITS.queryMax} characters.`,
  locationTooLong: `Enter a location of at most ${JOBS_LIMITS.locationMax} characters.`,
  salaryMin: 'Enter a minimum salary of 0 or more.',
  salaryTooHigh: 'Enter a smaller minimum salary.',
  postedWithin: 'Choose 1, 7, 14 or 30 days.',
  employmentType: 'Choose an employment type from the list.',
  page: `Choose a page from 1 to ${JOBS_LIMITS.pageMax}.`,
  pageSize: `Choose a page size from 1 to ${JOBS_LIMITS.pageSizeMax}.`,
  searchRule: 'Enter a keyword or a location, or turn on Remote-friendly, to search.',
  noResults: 'No jobs match this search. Try fewer words, another location or fewer filters.',
  partialResults: 'No job has every word you typed. These jobs have some of them.',
  jobNotFound: 'We could not find that job posting. It may have closed.',
  savedNotFound: 'That job is not in your saved jobs.',
  noteTooLong: `Keep the note to ${JOBS_LIMITS.noteMax} characters or fewer.`,
  saveFailed: 'We could not save this job. Please try again.',
  savedLoadFailed: 'We could not load your saved jobs. Please try again.',
  alertSearchSaved: 'Job alerts will use this search.',
  gradeMin: `Choose a lowest GS grade from ${JOBS_LIMITS.gradeMin} to ${JOBS_LIMITS.gradeMax}.`,
  gradeMax: `Choose a highest GS grade from ${JOBS_LIMITS.gradeMin} to ${JOBS_LIMITS.gradeMax}.`,
  gradeOrder: 'Choose a lowest GS grade at or below the highest.',
  savedStatus: 'Choose a status from the list.',
  savedChangeMissing: 'Change the note or the status.',
  /** Shown on a saved job whose posting closed or left its feed. */
  postingClosed: 'This posting has closed.',
  sampleNotice:
    'Sample postings: this list includes sample postings shipped with Waypoint so you can try search. They are not real openings.',
} as const;

/** "Logisticians" or "Logisticians and Software Developers". */
const titlesLine = (titles: readonly string[]) => titles.join(' and ');

/** What job search says when it opens on the veteran's target careers, or could. */
export const JOBS_TARGET_TEXTS = {
  heading: (titles: readonly string[]) =>
    `Jobs for your target ${titles.length > 1 ? 'careers' : 'career'}: ${titlesLine(titles)}`,
  searchAnything: 'Search for any job',
  noResults: 'No open postings fit your target career yet. Try a search of your own.',
  hint: 'Pick the career you are working toward, and job search opens on the jobs for it.',
  hintLink: 'Set your target career on My Plan',
} as const;
