import type { NewAnnouncementRow } from './dashboard.schema';

/*
 * Sample data (decision 013 items 9 and 16): the spec's dashboard shows two announcements, whose texts it does not
 * give, so two announcements about what the product really does stand in. Written on first start with fixed ids,
 * so a second start or a second instance adds nothing and a retired sample stays retired; the screen labels them
 * as samples.
 */
const SEED_DATE = new Date('2026-01-05T15:00:00Z');

export const SAMPLE_ANNOUNCEMENTS: NewAnnouncementRow[] = [
  {
    id: '3c1e7a52-8b4d-4f0e-9d2a-5a7c0e1b9f01',
    title: 'Benefit deadlines from your own service dates',
    body:
      'The benefits tracker works out each benefit’s application window from the service dates in your profile: ' +
      'what is open now, what closes soon and what opens later. Add your separation date to your profile to see ' +
      'your own deadlines, and tick items off the checklist as you go.',
    publishFrom: SEED_DATE,
    sample: true,
    createdAt: SEED_DATE,
    updatedAt: SEED_DATE,
  },
  {
    id: '3c1e7a52-8b4d-4f0e-9d2a-5a7c0e1b9f02',
    title: 'Mentor requests are answered within seven days',
    body:
      'A request to a mentor now stays open for seven days. If the mentor has not answered by then, the request ' +
      'expires, you are told, and you can ask another mentor: no request waits forever.',
    publishFrom: new Date(SEED_DATE.getTime() - 60_000),
    sample: true,
    createdAt: SEED_DATE,
    updatedAt: SEED_DATE,
  },
];
