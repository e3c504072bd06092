import type { DataRightsPart } from '../../lib/data-rights/data-rights';
import { createBenefitsRepository } from './benefits.repository';

/**
 * The benefits tracker's data-rights part (decision 017): the statuses and checklist ticks the veteran set, and
 * the deadline reminders sent to them.
 */
export const benefitsDataRights: DataRightsPart = {
  name: 'benefits.tracker',
  description:
    'Your benefits tracker: the statuses you set, the checklist items you ticked and the deadline reminders sent to you',
  async export(subject, tx) {
    const repository = createBenefitsRepository(tx);
    const iso = <T extends { updatedAt: Date }>(row: T) => ({
      ...row,
      updatedAt: row.updatedAt.toISOString(),
    });
    const strip = <T extends { userId: string }>({ userId: _userId, ...rest }: T) => rest;
    return {
      statuses: (await repository.statusesOf(subject.id)).map((row) => strip(iso(row))),
      checklist: (await repository.checklistOf(subject.id)).map((row) => strip(iso(row))),
      reminders: (await repository.remindersOf(subject.id)).map(({ userId: _userId, sentAt, ...rest }) => ({
        ...rest,
        sentAt: sentAt.toISOString(),
      })),
    };
  },
  async erase(subject, tx) {
    await createBenefitsRepository(tx).deleteByUserId(subject.id);
  },
};
