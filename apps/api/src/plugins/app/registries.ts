import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { auditDataRights } from '../../lib/audit';
import {
  createDashboardFigureRegistry,
  type DashboardFigureRegistry,
} from '../../lib/dashboard/dashboard-figures';
import { createDataRightsRegistry, type DataRightsRegistry } from '../../lib/data-rights/data-rights';
import { createWrappedKeyRegistry, type WrappedKeyRegistry } from '../../lib/encryption/encryption';
import { createLiveEventRegistry, type LiveEventRegistry } from '../../lib/live/live';
import { REDACT_EXPIRED_TASK } from '../../lib/mail/mailer';
import { outboxDataRights } from '../../lib/mail/outbox-data-rights';
import { createOutboxRepository } from '../../lib/mail/outbox.repository';
import {
  createNotificationTopicRegistry,
  type NotificationTopicRegistry,
} from '../../lib/notifications/notifications';
import { createPlanEvidenceRegistry, type PlanEvidenceRegistry } from '../../lib/plan/plan-evidence';
import { createSeedRegistry, runSeeds, type SeedRegistry } from '../../lib/seeds/seeds';
import { createTaskRegistry, type TaskRegistry } from '../../lib/tasks/tasks';

declare module 'fastify' {
  interface FastifyInstance {
    /** Background task handlers by name (lib/tasks/tasks.ts); plugins/app/background.ts runs them. */
    tasks: TaskRegistry;
    /** Notification topics by name (lib/notifications/notifications.ts). */
    notificationTopics: NotificationTopicRegistry;
    /** Live event types by name (lib/live/live.ts). */
    liveEvents: LiveEventRegistry;
    /** What each feature holds about a person, to export and to erase (lib/data-rights/data-rights.ts). */
    dataRights: DataRightsRegistry;
    /** The figures each feature computes for the dashboard (lib/dashboard/dashboard-figures.ts). */
    dashboardFigures: DashboardFigureRegistry;
    /** What each feature tells the transition plan the user did (lib/plan/plan-evidence.ts). */
    planEvidence: PlanEvidenceRegistry;
    /** Every column that keeps data keys wrapped by the master key (lib/encryption/wrapped-keys.ts). */
    wrappedKeys: WrappedKeyRegistry;
    /** The reference and sample rows each feature writes at start (lib/seeds/seeds.ts, decision 044). */
    seeds: SeedRegistry;
  }
}

/**
 * The places features register background work, what they tell users, what they hold about them, the figures
 * they show on the dashboard and the rows they seed at start, so no feature invents its own. The tables lib/ keeps itself (the audit trail, the
 * mail outbox) register their data-rights parts here, before any feature's.
 */
export default fp(
  async function registries(app: FastifyInstance) {
    const tasks = createTaskRegistry();
    app.decorate('tasks', tasks);
    // Stored messages whose link expired keep no readable copy of it (lib/mail/mailer.ts, decision 036).
    tasks.register({
      name: REDACT_EXPIRED_TASK,
      payload: z.object({}),
      schedule: '*/5 * * * *',
      retry: { limit: 1, delaySeconds: 60 },
      handle: async () => {
        await createOutboxRepository(app.database.db).redactExpired(app.clock.now());
      },
    });
    app.decorate('notificationTopics', createNotificationTopicRegistry());
    app.decorate('liveEvents', createLiveEventRegistry());
    const dataRights = createDataRightsRegistry();
    dataRights.register(auditDataRights);
    dataRights.register(outboxDataRights);
    app.decorate('dataRights', dataRights);
    app.decorate('dashboardFigures', createDashboardFigureRegistry());
    app.decorate('planEvidence', createPlanEvidenceRegistry());
    app.decorate('wrappedKeys', createWrappedKeyRegistry());
    const seeds = createSeedRegistry();
    app.decorate('seeds', seeds);
    // The one place seeds run: once every feature has registered, before the features' own onReady hooks.
    app.addHook('onReady', async () => {
      await runSeeds(seeds, { sampleData: app.config.sampleData, log: app.log });
    });
  },
  { name: 'registries', dependencies: ['context'] },
);
