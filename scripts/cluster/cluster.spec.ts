// `npm run test:cluster`: Waypoint on three API instances behind nginx (the same `startCluster` as `npm run
// cluster`), and what must hold across them. Each check names the instance it goes through, so a pass proves the
// state is shared, not that one instance happened to answer twice. Skipped where nginx or PostgreSQL 15 is
// missing, except in CI (CI=true), where that fails.
import { randomUUID } from 'node:crypto';
import { CONTACT_RATE_LIMIT } from '@waypoint/shared/contact/contact';
import { CIRCLE_CHANGED_EVENT } from '@waypoint/shared/community/community';
import { defaultNotificationPreferences } from '@waypoint/shared/notifications/notification-preferences';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missingTools, startCluster, type RunningCluster } from './cluster';
import {
  call,
  circleWithMembers,
  fileForm,
  makeAdmin,
  openLiveStream,
  SAMPLE_PDF,
  signIn,
  signUp,
  withDatabase,
  withTaskQueue,
} from './client';

const missing = missingTools();
const inCi = process.env.CI === 'true';
if (missing && !inCi) console.warn(`test:cluster skipped: ${missing}. Install it to run the cluster tests.`);

describe.runIf(missing && inCi)('the cluster in CI', () => {
  it('has nginx and PostgreSQL 15 to run on', () => {
    expect.fail(`${missing}: CI must run the cluster tests (.ci/run installs both)`);
  });
});

describe.skipIf(missing)('Waypoint as a cluster: three instances behind nginx', () => {
  let cluster: RunningCluster;
  let a: string;
  let b: string;
  let c: string;

  beforeAll(async () => {
    cluster = await startCluster({ instances: 3, web: false });
    [a, b, c] = cluster.instances.map((instance) => instance.url) as [string, string, string];
  }, 150_000);

  afterAll(async () => {
    await cluster?.stop();
  }, 30_000);

  it('runs workers on two instances and not on the third, all on one PostgreSQL', async () => {
    expect(cluster.instances.map((instance) => instance.workers)).toEqual([true, true, false]);
    for (const base of [cluster.url, a, b, c]) {
      expect((await call(base, '/api/health')).body).toMatchObject({ status: 'ok', db: 'postgres' });
    }
  });

  it('signs a user in on every instance after registering on one', async () => {
    const account = await signUp(a);
    for (const base of [b, c, cluster.url]) {
      const me = await call(base, '/api/me', { token: account.token });
      expect(me.status, base).toBe(200);
      expect(me.body).toMatchObject({ id: account.id });
    }
    // A session opened on C is one B knows too.
    const second = await signIn(c, account.email);
    expect((await call(b, '/api/me', { token: second })).status).toBe(200);
  });

  it('delivers a post made through instance A to live streams held by B and by nginx within a second', async () => {
    const poster = await signUp(cluster.url);
    const reader = await signUp(cluster.url);
    await makeAdmin(cluster.postgres.url, poster.id);
    const circleId = await circleWithMembers(a, poster, [reader]);
    const onB = await openLiveStream(b, reader.token);
    const throughNginx = await openLiveStream(cluster.url, reader.token);
    try {
      const sentAt = Date.now();
      const post = await call(a, `/api/community/circles/${circleId}/posts`, {
        token: poster.token,
        json: { content: 'Anyone at the job fair on Saturday?' },
      });
      expect(post.status).toBe(201);
      const [atB, atNginx] = await Promise.all([
        onB.next(CIRCLE_CHANGED_EVENT),
        throughNginx.next(CIRCLE_CHANGED_EVENT),
      ]);
      expect(atB - sentAt).toBeLessThan(1_000);
      expect(atNginx - sentAt).toBeLessThan(1_000);
    } finally {
      onB.close();
      throughNginx.close();
    }
  });

  it('sends a due digest once although two instances run workers and the sweep fires on both', async () => {
    const account = await signUp(cluster.url);
    const saved = await call(cluster.url, '/api/notification-preferences', {
      method: 'PUT',
      token: account.token,
      json: defaultNotificationPreferences('UTC'),
    });
    expect(saved.status).toBe(200);
    await withDatabase(cluster.postgres.url, async (db) => {
      await db.query(
        `insert into notifications (user_id, topic, category, title, body, created_at)
         values ($1, 'community.reply', 'community', 'A reply in your circle', 'Someone answered your post.', now() - interval '1 minute')`,
        [account.id],
      );
      await db.query(
        `update notification_preferences set last_digest_at = now() - interval '1 hour', next_digest_at = now() - interval '1 second'
         where user_id = $1`,
        [account.id],
      );
    });
    // What each worker's cron would do at the slot: enqueue the sweep. Both do it here, at once.
    await withTaskQueue(cluster.postgres.url, (boss) =>
      Promise.all([boss.send('notifications.digest-sweep', {}), boss.send('notifications.digest-sweep', {})]),
    );
    const digests = async () =>
      withDatabase(cluster.postgres.url, async (db) => {
        const mails = await db.query(
          `select subject from outbox_emails where "to" = $1 and subject like '%digest%'`,
          [account.email],
        );
        const tasks = await db.query(
          `select state from pgboss.job where name = 'notifications.send-digest' and data->>'userId' = $1`,
          [account.id],
        );
        return { mails: mails.rows.length, tasks: tasks.rows.map((row: { state: string }) => row.state) };
      });
    let found = await digests();
    for (
      let tries = 0;
      tries < 100 && !(found.mails > 0 && found.tasks.every((s) => s === 'completed'));
      tries++
    ) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      found = await digests();
    }
    // Workers poll every 2 s; a second copy would have been sent by now.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    found = await digests();
    expect(found).toEqual({ mails: 1, tasks: ['completed'] });
  }, 60_000);

  it('downloads through instance C a document uploaded through A', async () => {
    const account = await signUp(cluster.url);
    const upload = await call(a, '/api/documents', {
      token: account.token,
      body: fileForm('dd214.pdf', SAMPLE_PDF),
    });
    expect(upload.status, upload.bytes.toString()).toBe(201);
    const documentId = (upload.body as { document: { id: string } }).document.id;
    const link = await call(c, `/api/documents/${documentId}/download-link`, {
      method: 'POST',
      token: account.token,
    });
    expect(link.status).toBe(200);
    const path =
      new URL((link.body as { url: string }).url, c).pathname +
      new URL((link.body as { url: string }).url, c).search;
    const file = await call(c, path);
    expect(file.status).toBe(200);
    expect(file.bytes.equals(SAMPLE_PDF)).toBe(true);
  });

  it('holds the contact rate limit across instances (per client address, through nginx too)', async () => {
    // A documentation address per run: the limit belongs to this client alone.
    const client = `198.51.100.${1 + Math.floor(Math.random() * 250)}`;
    const headers = { 'x-forwarded-for': client };
    const message = () => ({
      fullName: 'Jordan Rivera',
      email: `jordan-${randomUUID().slice(0, 6)}@example.org`,
      message: 'How do I transfer my GI Bill to my daughter?',
    });
    const bases = [a, b, c];
    for (let sent = 0; sent < CONTACT_RATE_LIMIT.max; sent += 1) {
      const answer = await call(bases[sent % 3]!, '/api/contact', { json: message(), headers });
      expect(answer.status, `message ${sent + 1}`).toBe(201);
    }
    for (const base of [...bases, cluster.url]) {
      expect((await call(base, '/api/contact', { json: message(), headers })).status, base).toBe(429);
    }
    // Another client is not held back by this one's limit.
    const other = { 'x-forwarded-for': '203.0.113.9' };
    expect((await call(cluster.url, '/api/contact', { json: message(), headers: other })).status).toBe(201);
  });
});
