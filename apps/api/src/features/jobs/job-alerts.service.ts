import type { JobAlertFrequency } from '@waypoint/shared';
import type { NotificationMessage } from '../../lib/notifications/notifications';
import type { Transaction, TransactionScope } from '../../lib/transaction';
import type { VeteranRecords } from '../../lib/veteran-records';
import type { JobsRepository } from './jobs.repository';
import { filtersOf } from './jobs.service';

export const ALERT_TOPIC = 'jobs.alert';
const LISTED = 5;

interface Dependencies {
  repository: JobsRepository;
  /** Whose profile asks for alerts at a frequency, from the profiles feature (`app.veteranRecords`). */
  profiles: Pick<VeteranRecords, 'usersWithJobAlerts'>;
  /** The alert mark moves in the same transaction that stores the notification: sent once, or not at all. */
  transaction: Transaction<{ jobs: JobsRepository }>;
  notify(userId: string, message: NotificationMessage, transaction: TransactionScope): Promise<unknown>;
  now: () => Date;
}

function searchLink(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search))
    if (value !== undefined && value !== '' && value !== false) params.set(key, String(value));
  return `/jobs?${params.toString()}`;
}

/**
 * Job alerts: for every user whose profile asks for this frequency and who saved a search, the postings first
 * seen since their last alert that match it, in one notification through the notification service.
 */
export function createJobAlertsService({ repository, profiles, transaction, notify, now }: Dependencies) {
  return {
    async send(frequency: Exclude<JobAlertFrequency, 'DISABLED'>): Promise<{ sent: number }> {
      let sent = 0;
      const searches = await repository.alertSearches();
      const wanted = await profiles.usersWithJobAlerts(
        frequency,
        searches.map((search) => search.userId),
      );
      for (const subscriber of searches.filter((search) => wanted.has(search.userId))) {
        const until = now();
        const filters = {
          ...filtersOf(subscriber.search),
          firstSeenAfter: subscriber.sinceAt,
          firstSeenUntil: until,
        };
        const rows = await repository.search(filters, undefined, { limit: LISTED, offset: 0 });
        const total = rows[0]?.total ?? 0;
        if (total === 0) continue;
        const lines = rows.map((row) => `• ${row.title}, ${row.company} (${row.location})`);
        const more = total > rows.length ? `\n…and ${total - rows.length} more.` : '';
        const message: NotificationMessage = {
          title: total === 1 ? '1 new job matches your search' : `${total} new jobs match your search`,
          body: `${lines.join('\n')}${more}`.slice(0, 1000),
          link: searchLink(subscriber.search).slice(0, 500),
        };
        const delivered = await transaction(async ({ jobs, tx }) => {
          if (!(await jobs.advanceAlert(subscriber.userId, subscriber.sinceAt, until))) return false;
          await notify(subscriber.userId, message, tx);
          return true;
        });
        if (delivered) sent += 1;
      }
      return { sent };
    },
  };
}
