import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJobRegistry, type JobRegistry } from '../../lib/jobs/jobs';
import { createLiveEventRegistry, type LiveEventRegistry } from '../../lib/live/live';
import {
  createNotificationTopicRegistry,
  type NotificationTopicRegistry,
} from '../../lib/notifications/notifications';

declare module 'fastify' {
  interface FastifyInstance {
    /** Job handlers by name (lib/jobs/jobs.ts); the engine that runs them comes with the notifications issue. */
    jobs: JobRegistry;
    /** Notification topics by name (lib/notifications/notifications.ts). */
    notificationTopics: NotificationTopicRegistry;
    /** Live event types by name (lib/live/live.ts). */
    liveEvents: LiveEventRegistry;
  }
}

/** The places features register background work and what they tell users, so no feature invents its own. */
export default fp(
  async function registries(app: FastifyInstance) {
    app.decorate('jobs', createJobRegistry());
    app.decorate('notificationTopics', createNotificationTopicRegistry());
    app.decorate('liveEvents', createLiveEventRegistry());
  },
  { name: 'registries' },
);
