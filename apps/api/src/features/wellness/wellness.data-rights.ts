import type { DataRightsPart } from '../../lib/data-rights/data-rights';
import { toJournalEntry } from './wellness.service';
import { createWellnessRepository } from './wellness.repository';

/** The wellness hub's data-rights part (decision 017): the journal with its notes readable, bookmarks, time zone. */
export const wellnessDataRights: DataRightsPart = {
  name: 'wellness.journal',
  description: 'Your wellness journal: mood entries and notes, bookmarked resources and your time zone',
  async export(subject, tx) {
    const repository = createWellnessRepository(tx);
    const entries = await repository.allEntries(subject.id);
    const bookmarks = await repository.bookmarks(subject.id);
    return {
      entries: entries.map(toJournalEntry),
      bookmarks: bookmarks.map((bookmark) => ({
        resourceId: bookmark.resourceId,
        createdAt: bookmark.createdAt.toISOString(),
      })),
      timeZone: (await repository.timeZone(subject.id)) ?? null,
    };
  },
  async erase(subject, tx) {
    await createWellnessRepository(tx).eraseUser(subject.id);
  },
};
