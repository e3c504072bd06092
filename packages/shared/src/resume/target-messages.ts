/** What the resume builder says about the target and the posting check (no zod here: the builder's screens load it). */
export const RESUME_TARGET_MESSAGES = {
  noTarget: 'No target career yet: once you choose one, its headline, skills and bullets show here.',
  chooseTarget: 'Choose a target career in My Plan',
  forTarget: (title: string) => `For your target career: ${title}`,
  noSavedJobs: 'Save a job in Job Search to check this resume against its posting.',
  nothingMissing: 'This resume already uses every key term of the posting.',
  loadFailed: 'We could not load suggestions for your target career. Please try again.',
} as const;
