import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helper';
import { logCapture } from '../../test/log-capture';

describe('request log', () => {
  it('writes one line per request with its id, route, status and time, and no query values', async () => {
    const capture = logCapture();
    const app = await buildTestApp({ logger: capture.logger });
    const response = await app.inject({
      method: 'GET',
      url: '/api/mos?query=medic&branch=ARMY',
      headers: { 'x-request-id': 'trace-7' },
    });
    expect(response.statusCode).toBe(200);

    const lines = capture.lines.filter((line) => line.reqId === 'trace-7');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      method: 'GET',
      url: '/api/mos?query=[redacted]&branch=[redacted]',
      route: '/api/mos',
      status: 200,
    });
    expect(lines[0]!.ms).toEqual(expect.any(Number));
  });

  it('logs a refusal with its status', async () => {
    const capture = logCapture();
    const app = await buildTestApp({ logger: capture.logger });
    await app.inject({
      method: 'GET',
      url: '/api/veteran-profiles/auth/someone',
      headers: { 'x-request-id': 'trace-8' },
    });
    const completed = capture.lines.filter(
      (line) => line.reqId === 'trace-8' && line.msg === 'request completed',
    );
    expect(completed).toEqual([expect.objectContaining({ level: 30, status: 401 })]);
  });
});
