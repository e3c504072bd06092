import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { features } from '../../features';
import { buildTestApp } from '../../test/helper';

/** A feature registering one of each, as a real one would in its routes plugin. */
const registering: FastifyPluginAsyncZod = async (app) => {
  app.tasks.register({
    name: 'probe.clean-up',
    payload: z.object({ olderThanDays: z.number() }),
    handle: async () => undefined,
  });
  app.notificationTopics.register({ name: 'probe.reminder', description: 'Reminders', category: 'benefits' });
  app.liveEvents.register({ name: 'probe.changed', description: 'Something changed' });
};

describe('the registries features use for background tasks, notification topics and live events', () => {
  it('hold what features register while the app is built', async () => {
    const app = await buildTestApp({ features: [...features, registering] });
    expect(app.tasks.get('probe.clean-up')?.name).toBe('probe.clean-up');
    expect(app.notificationTopics.list().map((topic) => topic.name)).toContain('probe.reminder');
    expect(app.liveEvents.get('probe.changed')?.description).toBe('Something changed');
  });

  it('reject a second registration under a name already taken, and malformed names', async () => {
    const app = await buildTestApp({ features: [...features, registering] });
    expect(() =>
      app.tasks.register({ name: 'probe.clean-up', payload: z.object({}), handle: async () => undefined }),
    ).toThrow('Task "probe.clean-up" is already registered.');
    expect(() =>
      app.notificationTopics.register({ name: 'probe.reminder', description: 'Again', category: 'benefits' }),
    ).toThrow('Notification topic "probe.reminder" is already registered.');
    expect(() => app.liveEvents.register({ name: 'probe.changed', description: 'Again' })).toThrow(
      'Live event "probe.changed" is already registered.',
    );
    expect(() => app.liveEvents.register({ name: 'Changed', description: 'No feature' })).toThrow(
      'must look like <feature>.<name>',
    );
  });
});
