import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { auditDataRights } from '../../lib/audit';
import {
  createDashboardFigureRegistry,
  type DashboardFigureRegistry,
} from '../../lib/dashboard/dashboard-figures';
import { createDataRightsRegistry, type DataRightsRegistry } from '../../lib/data-rights/data-rights';
import { createJobRegistry, type JobRegistry } from '../../lib/jobs/jobs';
import { createLiveEventRegistry, type LiveEventRegistry } from '../../lib/live/live';
import { outboxDataRights } from '../../lib/mail/outbox-data-rights';
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
    /** What each feature holds about a person, to export and to erase (lib/data-rights/data-rights.ts). */
    dataRights: DataRightsRegistry;
    /** The figures each feature computes for the dashboard (lib/dashboard/dashboard-figures.ts). */
    dashboardFigures: DashboardFigureRegistry;
  }
}

/**
 * The places features register background work, what they tell users, what they hold about them and the figures
 * they show on the dashboard, so no feature invents its own. The tables lib/ keeps itself (the audit trail, the
 * mail outbox) register their data-rights parts here, before any feature's.
 */
export default fp(
  async function registries(app: FastifyInstance) {
    app.decorate('jobs', createJobRegistry());
    app.decorate('notificationTopics', createNotificationTopicRegistry());
    app.decorate('liveEvents', createLiveEventRegistry());
    const dataRights = createDataRightsRegistry();
    dataRights.register(auditDataRights);
    dataRights.register(outboxDataRights);
    app.decorate('dataRights', dataRights);
    app.decorate('dashboardFigures', createDashboardFigureRegistry());
  },
  { name: 'registries' },
);
