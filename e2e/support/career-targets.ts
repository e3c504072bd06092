import { expect, type APIRequestContext } from '@playwright/test';

/** Makes `socs` the account's target careers on the employment track, as the plan page does. */
export async function chooseTargetsThroughApi(
  request: APIRequestContext,
  token: string,
  socs: string[],
): Promise<void> {
  const answer = await request.put('/api/plan/targets', {
    headers: { Authorization: `Bearer ${token}` },
    data: { targets: socs.map((soc) => ({ soc, chosenFrom: 'plan' })), track: 'employment' },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** Searches jobs for `query` and saves the posting titled `title` (else the first found); answers that posting. */
export async function saveJobThroughApi(
  request: APIRequestContext,
  token: string,
  query: string,
  title: string,
): Promise<{ id: string; title: string }> {
  const headers = { Authorization: `Bearer ${token}` };
  const search = await request.get(`/api/jobs?q=${encodeURIComponent(query)}`, { headers });
  expect(search.status(), await search.text()).toBe(200);
  const { jobs } = (await search.json()) as { jobs: { id: string; title: string }[] };
  const posting = jobs.find((job) => job.title === title) ?? jobs[0];
  expect(posting, `a posting for "${query}"`).toBeDefined();
  const saved = await request.post('/api/saved-jobs', { headers, data: { jobId: posting!.id } });
  expect(saved.status(), await saved.text()).toBe(201);
  return posting!;
}
