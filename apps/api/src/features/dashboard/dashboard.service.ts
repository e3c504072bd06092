import {
  ANNOUNCEMENT_LIMITS,
  ANNOUNCEMENT_MESSAGES,
  personaOf,
  type Announcement,
  type AnnouncementCreate,
  type AnnouncementStatus,
  type AnnouncementUpdate,
  type Dashboard,
} from '@waypoint/shared/dashboard/dashboard';
import type { FastifyBaseLogger } from 'fastify';
import { requireRole, type Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import type { DashboardFigureRegistry } from '../../lib/dashboard/dashboard-figures';
import type { AnnouncementWithAuthor, DashboardRepository } from './dashboard.repository';

interface Dependencies {
  repository: DashboardRepository;
  figures: Pick<DashboardFigureRegistry, 'list'>;
  log: Pick<FastifyBaseLogger, 'error'>;
  now: () => Date;
}

function statusOf(row: AnnouncementWithAuthor, now: Date): AnnouncementStatus {
  if (row.retiredAt) return 'retired';
  if (row.publishFrom > now) return 'scheduled';
  if (row.publishUntil && row.publishUntil <= now) return 'ended';
  return 'published';
}

function toAnnouncement(row: AnnouncementWithAuthor, now: Date): Announcement {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    publishFrom: row.publishFrom.toISOString(),
    publishUntil: row.publishUntil?.toISOString() ?? null,
    status: statusOf(row, now),
    authorName: row.authorName,
    sample: row.sample,
    retiredAt: row.retiredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The dashboard: the viewer's persona from their role, its figures from the owning features, announcements. */
export function createDashboardService({ repository, figures, log, now }: Dependencies) {
  const notFound = () => new AppError('NOT_FOUND', ANNOUNCEMENT_MESSAGES.notFound);

  /** The publishing window must move forwards; the schemas check what a request gives, this the stored result. */
  function assertWindow(publishFrom: Date, publishUntil: Date | null) {
    if (publishUntil && publishUntil <= publishFrom) {
      throw new AppError('VALIDATION', ANNOUNCEMENT_MESSAGES.untilBeforeFrom, {
        publishUntil: ANNOUNCEMENT_MESSAGES.untilBeforeFrom,
      });
    }
  }

  async function found(id: string, at: Date): Promise<Announcement> {
    const row = await repository.find(id);
    if (!row) throw notFound();
    return toAnnouncement(row, at);
  }

  return {
    /**
     * Every figure of the persona at once, with the announcements. A figure that fails is named in `unavailable`
     * and logged, and the rest still show: one feature's trouble does not blank the first screen.
     */
    async dashboard(actor: Actor): Promise<Dashboard> {
      const at = now();
      const persona = personaOf(actor.role);
      const wanted = figures.list().filter((figure) => figure.personas.includes(persona));
      const [results, published] = await Promise.all([
        Promise.allSettled(wanted.map((figure) => figure.compute(actor))),
        repository.published(at, ANNOUNCEMENT_LIMITS.shown),
      ]);
      const values: Record<string, unknown> = {};
      const unavailable: string[] = [];
      results.forEach((result, index) => {
        const { name } = wanted[index]!;
        if (result.status === 'fulfilled') values[name] = result.value;
        else {
          unavailable.push(name);
          log.error({ err: result.reason, figure: name }, 'dashboard figure failed');
        }
      });
      return {
        persona,
        figures: values as Dashboard['figures'],
        unavailable,
        announcements: published.map((row) => toAnnouncement(row, at)),
      };
    },

    async listAnnouncements(actor: Actor) {
      requireRole(actor, 'admin');
      const at = now();
      return { announcements: (await repository.all()).map((row) => toAnnouncement(row, at)) };
    },

    async createAnnouncement(actor: Actor, input: AnnouncementCreate): Promise<Announcement> {
      requireRole(actor, 'admin');
      const at = now();
      const publishFrom = input.publishFrom ? new Date(input.publishFrom) : at;
      const publishUntil = input.publishUntil ? new Date(input.publishUntil) : null;
      // Without a start the window opens now, so an end already past is as backwards as any other.
      assertWindow(publishFrom, publishUntil);
      const id = await repository.insert({
        title: input.title,
        body: input.body,
        publishFrom,
        publishUntil,
        authorId: actor.id,
        createdAt: at,
        updatedAt: at,
      });
      return found(id, at);
    },

    async updateAnnouncement(actor: Actor, id: string, input: AnnouncementUpdate): Promise<Announcement> {
      requireRole(actor, 'admin');
      const at = now();
      const current = await repository.find(id);
      if (!current) throw notFound();
      const publishFrom = input.publishFrom ? new Date(input.publishFrom) : current.publishFrom;
      const publishUntil =
        input.publishUntil === undefined
          ? current.publishUntil
          : input.publishUntil === null
            ? null
            : new Date(input.publishUntil);
      assertWindow(publishFrom, publishUntil);
      await repository.update(
        id,
        {
          ...(input.title !== undefined && { title: input.title }),
          ...(input.body !== undefined && { body: input.body }),
          publishFrom,
          publishUntil,
        },
        at,
      );
      return found(id, at);
    },

    /** Takes it off every dashboard now; retiring twice changes nothing. */
    async retireAnnouncement(actor: Actor, id: string): Promise<Announcement> {
      requireRole(actor, 'admin');
      const at = now();
      const current = await repository.find(id);
      if (!current) throw notFound();
      if (!current.retiredAt) await repository.update(id, { retiredAt: at }, at);
      return found(id, at);
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
