import type { DataRightsPart } from '../../lib/data-rights/data-rights';
import type { JournalNotes } from './journal-notes';
import { createWellnessRepository } from './wellness.repository';
import { toJournalEntry } from './wellness.service';

/**
 * The wellness hub's data-rights part (decision 017): the journal with its notes decrypted for their owner, the
 * bookmarks and the time zone; erasing removes them with the journal key.
 */
export function wellnessDataRights(notes: JournalNotes): DataRightsPart {
  return {
    name: 'wellness.journal',
    description: 'Your wellness journal: mood entries and notes, bookmarked resources and your time zone',
    async export(subject, tx) {
      const repository = createWellnessRepository(tx);
      const entries = await repository.allEntries(subject.id);
      const readNote = await notes.reader(repository, subject.id);
      const bookmarks = await repository.bookmarks(subject.id);
      return {
        entries: entries.map((row) => toJournalEntry(row, readNote)),
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
}
