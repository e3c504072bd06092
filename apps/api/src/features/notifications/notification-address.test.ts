import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, signUpAndSignIn } from '../../test/auth';
import { createTransaction } from '../../lib/transaction';
import { buildTestApp, getTestDatabase } from '../../test/helper';
import { deliveryFor, featuresWithProbeTopics, probeNotifier } from '../../test/notifications';
import {
  createEnvelope,
  createKeyRotation,
  createWrappedKeysRepository,
  generateMasterKey,
  parseKeyring,
} from '../../lib/encryption/encryption';
import { addressNotifications } from './notifications.schema';
import { addressMessageContext } from './notifications.service';

const SECRET_LINK = '/shared?token=s3cr3t-token-that-grants-access';
const message = {
  title: 'Dana shared a document with you',
  body: 'Dana shared "DD-214.pdf" with you.',
  link: SECRET_LINK,
};

async function setUp() {
  const masterKey = generateMasterKey();
  const app = await buildTestApp({
    features: featuresWithProbeTopics,
    config: { vaultMasterKey: masterKey },
  });
  return { app, masterKey };
}

async function stored(app: Awaited<ReturnType<typeof setUp>>['app']) {
  return app.database.db.select().from(addressNotifications);
}

async function queued(name: string) {
  const { database } = await getTestDatabase();
  const result = (await database.db.execute(
    sql`select id, data from pgboss.job where name = ${name}`,
  )) as unknown as { rows: { id: string; data: Record<string, string> }[] };
  return result.rows;
}

describe('notifyAddress()', () => {
  it('records the message with its body and link sealed, and queues one delivery task carrying only its id', async () => {
    const { app } = await setUp();
    const id = await probeNotifier().notifyAddress(
      { email: ' Claims.Officer@Example.org ' },
      'probe.document-shared',
      message,
    );
    const [row] = await stored(app);
    expect(row).toMatchObject({
      id,
      email: 'claims.officer@example.org',
      topic: 'probe.document-shared',
      category: 'documents',
      title: message.title,
      status: 'pending',
    });
    expect(JSON.stringify(row)).not.toContain('s3cr3t');
    expect(JSON.stringify(row)).not.toContain('DD-214');
    const tasks = await queued('notifications.deliver-address');
    expect(tasks).toEqual([{ id, data: { messageId: id } }]);
    expect(JSON.stringify(tasks)).not.toContain('s3cr3t');
  });

  it('rejects an unregistered topic, an invalid address and a link to another site, recording nothing', async () => {
    const { app } = await setUp();
    const notifier = probeNotifier();
    await expect(
      notifier.notifyAddress({ email: 'a@example.org' }, 'probe.unknown', message),
    ).rejects.toThrow(/not registered/);
    await expect(
      notifier.notifyAddress({ email: 'not an address' }, 'probe.document-shared', message),
    ).rejects.toThrow();
    await expect(
      notifier.notifyAddress({ email: 'a@example.org' }, 'probe.document-shared', {
        ...message,
        link: '//evil.example',
      }),
    ).rejects.toThrow();
    expect(await stored(app)).toEqual([]);
  });

  it('commits with the caller: a rolled-back transaction leaves no message and no task', async () => {
    const { app } = await setUp();
    await expect(
      createTransaction(app.database.db, () => ({}))(async ({ tx }) => {
        await probeNotifier().notifyAddress({ email: 'a@example.org' }, 'probe.document-shared', message, {
          transaction: tx,
        });
        throw new Error('the caller failed');
      }),
    ).rejects.toThrow('the caller failed');
    expect(await stored(app)).toEqual([]);
    expect(await queued('notifications.deliver-address')).toEqual([]);
  });

  it('e-mails the address once with the link, then erases the sealed content; a retry sends nothing more', async () => {
    const { app } = await setUp();
    const id = await probeNotifier().notifyAddress(
      { email: 'claims.officer@example.org' },
      'probe.document-shared',
      message,
    );
    const { service, sent } = deliveryFor(app);
    expect(await service.deliverToAddress(id)).toBe('sent');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'claims.officer@example.org', subject: message.title });
    expect(sent[0]!.text).toContain(`${app.config.publicUrl}${SECRET_LINK}`);
    expect(sent[0]!.text).toContain(message.body);
    expect(sent[0]!.html).toContain(`${app.config.publicUrl}/shared?token=s3cr3t-token-that-grants-access`);
    // No settings or unsubscribe links: the address has no account.
    expect(sent[0]!.text).not.toContain('/notifications');
    expect(sent[0]!.headers).toBeUndefined();
    // The mailer keeps no readable copy of it (lib/mail).
    expect(sent[0]!.confidential).toBe(true);

    const [row] = await stored(app);
    expect(row).toMatchObject({ status: 'sent', sealedContent: null, attempts: 1 });
    expect(row!.sentAt).toBeInstanceOf(Date);

    expect(await service.deliverToAddress(id)).toBe('already-sent');
    expect(sent).toHaveLength(1);
  });

  it('retries after a mail failure: the content stays sealed until a run succeeds', async () => {
    const { app } = await setUp();
    const id = await probeNotifier().notifyAddress(
      { email: 'a@example.org' },
      'probe.document-shared',
      message,
    );
    let down = true;
    const { service, sent } = deliveryFor(app, { failMail: () => down });
    await expect(service.deliverToAddress(id)).rejects.toThrow('SMTP is down');
    const [failed] = await stored(app);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed!.sealedContent).toEqual(expect.any(String));
    down = false;
    expect(await service.deliverToAddress(id)).toBe('sent');
    expect(sent).toHaveLength(1);
    expect((await stored(app))[0]).toMatchObject({ status: 'sent', sealedContent: null, attempts: 2 });
  });

  it('fails closed, sending nothing, when the sealed content was changed', async () => {
    const { app } = await setUp();
    const id = await probeNotifier().notifyAddress(
      { email: 'a@example.org' },
      'probe.document-shared',
      message,
    );
    const [row] = await stored(app);
    const other = await probeNotifier().notifyAddress(
      { email: 'b@example.org' },
      'probe.document-shared',
      message,
    );
    const otherRow = (await stored(app)).find((candidate) => candidate.id === other);
    // Another message's sealed content moved onto this one does not open: it is bound to its row.
    await app.database.db
      .update(addressNotifications)
      .set({ sealedContent: otherRow!.sealedContent })
      .where(eq(addressNotifications.id, row!.id));
    const { service, sent } = deliveryFor(app);
    expect(await service.deliverToAddress(id)).toBe('unreadable');
    expect(sent).toEqual([]);
    expect(await service.deliverToAddress(other)).toBe('sent');
  });

  it('goes with the sender’s account when it names one', async () => {
    const { app } = await setUp();
    const { user, headers } = await signUpAndSignIn(app);
    await probeNotifier().notifyAddress({ email: 'a@example.org' }, 'probe.document-shared', message, {
      sender: user,
    });
    expect(await stored(app)).toHaveLength(1);
    const erased = await app.inject({
      method: 'POST',
      url: '/api/account/deletion',
      headers,
      payload: { password: TEST_PASSWORD },
    });
    expect(erased.statusCode, erased.body).toBeLessThan(300);
    expect(await stored(app)).toEqual([]);
  });

  it('keeps waiting messages readable across a master key rotation', async () => {
    const { app, masterKey } = await setUp();
    const id = await probeNotifier().notifyAddress(
      { email: 'a@example.org' },
      'probe.document-shared',
      message,
    );
    const newKey = generateMasterKey();
    const both = createEnvelope(parseKeyring(`${newKey},${masterKey}`, 'test'));
    const rotation = createKeyRotation({
      registry: app.wrappedKeys,
      repository: createWrappedKeysRepository(app.database.db),
      envelope: both,
    });
    const reports = await rotation.rewrapAll();
    expect(reports.find((report) => report.name === 'notifications.address-messages')).toMatchObject({
      rewrapped: 1,
      alreadyCurrent: 0,
      failed: [],
    });
    const [row] = await stored(app);
    const onlyNew = createEnvelope(parseKeyring(newKey, 'test'));
    expect(JSON.parse(onlyNew.open(row!.sealedContent!, addressMessageContext(id)).toString())).toEqual({
      body: message.body,
      link: SECRET_LINK,
    });
  });
});
