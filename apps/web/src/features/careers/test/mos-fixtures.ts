import { vi } from 'vitest';
import type { MosSuggestion, MosTranslation } from '../api/mos-types';

export const infantry: MosTranslation = {
  code: '11B',
  branch: 'ARMY',
  kind: 'enlisted',
  title: 'Infantry',
  description: 'Fights as part of a rifle squad.',
  jobTitles: ['Police and Sheriff’s Patrol Officers', 'Emergency Management Directors'],
  careerPaths: [
    {
      title: 'Emergency Management Directors',
      summary: 'Plan for disasters and emergencies.',
      salaryRange: '$62,000–$96,000',
      demand: 'Medium',
      nextSteps: ['Complete FEMA independent-study courses', 'Apply for county emergency management roles'],
    },
  ],
  demandSummary: 'Medium demand across this career path',
  announcement:
    '1 civilian career matches available for MOS 11B. Demand outlook: Medium demand across this career path',
  federalSeries: [{ series: '0083', title: 'Police' }],
};

export const suggestions: MosSuggestion[] = [
  {
    code: 'HM',
    title: 'Hospital Corpsman',
    branch: 'NAVY',
    kind: 'enlisted',
    description: 'Gives medical care.',
  },
  {
    code: '68W',
    title: 'Combat Medic',
    branch: 'ARMY',
    kind: 'enlisted',
    description: 'Gives emergency care.',
  },
];

type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;

/** Stubs fetch with a handler that sees the parsed URL (a throw is a network failure); returns the mock. */
export function stubFetch(handler: Handler) {
  const mock = vi.fn<typeof fetch>((input, init = {}) => {
    const url = new URL(String(input), 'http://localhost');
    // Like the real fetch: an abort rejects the pending call with an AbortError.
    return new Promise<Response>((resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      Promise.resolve()
        .then(() => handler(url, init))
        .then(resolve, reject);
    });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

export const isTranslation = (url: URL) => url.pathname.startsWith('/api/mos/');
export const isSearch = (url: URL) => url.pathname === '/api/mos';

/** URLs of the calls a fetch mock received, as strings relative to the origin. */
export const calledUrls = (mock: ReturnType<typeof stubFetch>, match: (url: URL) => boolean) =>
  mock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter(match)
    .map((url) => `${url.pathname}${url.search}`);
