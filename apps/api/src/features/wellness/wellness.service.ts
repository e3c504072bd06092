import { CARE_RULE } from '@waypoint/shared/wellness/care';
import { addDays } from '@waypoint/shared/core/calendar-days';
import { dayIn } from '@waypoint/shared/core/time-zone';
import {
  WELLNESS_LIMITS,
  WELLNESS_MESSAGES,
  type Bookmark,
  type JournalEntry,
  type JournalEntryCreate,
  type WellnessOverview,
} from '@waypoint/shared/wellness/wellness';
import { assertOwner, type Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import type { Transaction } from '../../lib/transaction';
import type { JournalNotes } from './journal-notes';
import { careFor, moodChart, streakDays, toOneDecimal } from './wellness-stats';
import type { WellnessRepository } from './wellness.repository';
import type { JournalEntryRow } from './wellness.schema';

/** Until the browser has sent its zone, days are counted in UTC. */
export const DEFAULT_TIME_ZONE = 'UTC';

interface Dependencies {
  repository: WellnessRepository;
  /** Notes are encrypted at rest under the owner's journal key. */
  notes: JournalNotes;
  /** Erasing everything commits together or not at all. */
  transaction: Transaction<{ wellness: WellnessRepository }>;
  /** The clock; tests move it across midnight. */
  now: () => Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An entry as the API answers it, its note opened with the owner's key. */
export function toJournalEntry(row: JournalEntryRow, readNote: (ciphertext: string) => string): JournalEntry {
  return {
    id: row.id,
    mood: row.mood,
    note: readNote(row.noteCiphertext),
    createdAt: row.createdAt.toISOString(),
    day: row.day,
  };
}

/**
 * The wellness hub. Everything here is the signed-in user's own: no role reads another person's journal, so
 * someone else's entry is answered as absent (404) to admins, moderators and mentors alike.
 */
export function createWellnessService({ repository, notes, transaction, now }: Dependencies) {
  const entryNotFound = () => new AppError('NOT_FOUND', WELLNESS_MESSAGES.entryNotFound);
  const resourceNotFound = () => new AppError('NOT_FOUND', WELLNESS_MESSAGES.resourceNotFound);

  async function ownEntry(actor: Actor, id: string): Promise<JournalEntryRow> {
    const row = UUID.test(id) ? await repository.findEntry(id) : undefined;
    if (!row) throw entryNotFound();
    assertOwner(actor, row.userId, entryNotFound);
    return row;
  }

  return {
    async overview(actor: Actor): Promise<WellnessOverview> {
      const storedZone = (await repository.timeZone(actor.id)) ?? null;
      const at = now();
      const today = dayIn(at, storedZone ?? DEFAULT_TIME_ZONE);
      const windowStart = new Date(at.getTime() - CARE_RULE.windowDays * 24 * 3_600_000);

      const entries = await repository.recentEntries(actor.id, WELLNESS_LIMITS.recentEntries);
      const totals = await repository.totals(actor.id);
      const days = await repository.entryDays(actor.id);
      const recent = await repository.entriesSince(actor.id, windowStart);
      const daily = await repository.dailyMoods(actor.id, addDays(today, 1 - WELLNESS_LIMITS.chartDays));
      const resources = await repository.resources(actor.id);
      const readNote = await notes.reader(repository, actor.id);

      return {
        entries: entries.map((row) => toJournalEntry(row, readNote)),
        stats: {
          averageMood: totals.meanMood === null ? null : toOneDecimal(totals.meanMood),
          streakDays: streakDays(days, today),
          entryCount: totals.entryCount,
        },
        care: careFor(recent.map((row) => ({ mood: row.mood, note: readNote(row.noteCiphertext) }))),
        moodChart: moodChart(daily, today, WELLNESS_LIMITS.chartDays),
        resources: resources.map(({ position: _position, ...resource }) => resource),
        timeZone: storedZone,
      };
    },

    /** Stores the entry on its day in the zone the browser sent (kept for the next visit), else the stored one. */
    async createEntry(actor: Actor, input: JournalEntryCreate): Promise<JournalEntry> {
      const storedZone = await repository.timeZone(actor.id);
      if (input.timeZone && input.timeZone !== storedZone) {
        await repository.saveTimeZone(actor.id, input.timeZone);
      }
      const zone = input.timeZone ?? storedZone ?? DEFAULT_TIME_ZONE;
      const createdAt = now();
      const noteCiphertext = await notes.seal(repository, actor.id, input.note);
      const row = await repository.insertEntry({
        userId: actor.id,
        mood: input.mood,
        noteCiphertext,
        createdAt,
        day: dayIn(createdAt, zone),
      });
      return toJournalEntry(row, () => input.note);
    },

    async getEntry(actor: Actor, id: string): Promise<JournalEntry> {
      const row = await ownEntry(actor, id);
      return toJournalEntry(row, await notes.reader(repository, actor.id));
    },

    async deleteEntry(actor: Actor, id: string): Promise<void> {
      const row = await ownEntry(actor, id);
      if (!(await repository.deleteEntry(row.id, actor.id))) throw entryNotFound();
    },

    /** The journal and its key, the bookmarks and the stored time zone, all at once. */
    async eraseAll(actor: Actor): Promise<void> {
      await transaction(({ wellness }) => wellness.eraseUser(actor.id));
    },

    async setBookmark(actor: Actor, resourceId: string, bookmarked: boolean): Promise<Bookmark> {
      if (!(await repository.resourceExists(resourceId))) throw resourceNotFound();
      if (bookmarked) await repository.addBookmark(actor.id, resourceId);
      else await repository.removeBookmark(actor.id, resourceId);
      return { resourceId, bookmarked };
    },

    async setTimeZone(actor: Actor, timeZone: string): Promise<{ timeZone: string }> {
      await repository.saveTimeZone(actor.id, timeZone);
      return { timeZone };
    },
  };
}

export type WellnessService = ReturnType<typeof createWellnessService>;
