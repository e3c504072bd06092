import type { DataRightsPart } from '../../lib/data-rights/data-rights';
import { createDashboardRepository } from './dashboard.repository';

/**
 * The announcements an admin wrote (decision 017): the text is the site's and stays on the dashboards, so
 * erasing removes only the tie to the author; the export lists what they wrote.
 */
export const dashboardDataRights: DataRightsPart = {
  name: 'dashboard.announcements',
  description: 'Your name on the dashboard announcements you wrote (admins; the announcements stay)',
  async export(subject, tx) {
    const rows = await createDashboardRepository(tx).writtenBy(subject.id);
    return rows.map((row) => ({
      title: row.title,
      body: row.body,
      publishFrom: row.publishFrom.toISOString(),
      publishUntil: row.publishUntil?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    }));
  },
  async erase(subject, tx) {
    await createDashboardRepository(tx).forgetAuthor(subject.id);
  },
};
