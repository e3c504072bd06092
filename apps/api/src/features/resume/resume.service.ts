import {
  RESUME_LIMITS,
  RESUME_MESSAGES,
  type Resume,
  type ResumeCreate,
  type ResumeSummary,
  type ResumeUpdate,
} from '@waypoint/shared';
import type { z } from 'zod';
import { assertOwner, type Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import type { resumeCreateSchema, resumeUpdateSchema } from '@waypoint/shared';
import { exportBlocker } from '@waypoint/shared';
import { renderResumeDocx } from './export/resume-docx';
import { resumeFileName } from './export/resume-outline';
import { renderResumePdf } from './export/resume-pdf';
import { toResume, toResumeSummary } from './resume-mapping';
import type { ResumeRepository } from './resume.repository';
import type { ResumeRow } from './resume.schema';

type CreateInput = z.output<typeof resumeCreateSchema>;
type UpdateInput = z.output<typeof resumeUpdateSchema>;

export type ResumeFileFormat = 'pdf' | 'docx';
export interface ResumeFile {
  name: string;
  contentType: string;
  body: Buffer;
}

const RENDER = { pdf: renderResumePdf, docx: renderResumeDocx };
const CONTENT_TYPE: Record<ResumeFileFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

interface Dependencies {
  repository: ResumeRepository;
}

// Ids are UUIDs; anything else names no resume, and asking PostgreSQL would fail the cast with a 500.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createResumeService({ repository }: Dependencies) {
  const notFound = () => new AppError('NOT_FOUND', RESUME_MESSAGES.notFound);

  /** Only the owner ever sees a resume; to anyone else it does not exist (404), so ids cannot be probed. */
  async function owned(actor: Actor, id: string): Promise<ResumeRow> {
    const row = UUID.test(id) ? await repository.findById(id) : undefined;
    if (!row) throw notFound();
    assertOwner(actor, row.userId, notFound);
    return row;
  }

  return {
    async list(actor: Actor): Promise<ResumeSummary[]> {
      return (await repository.listByUserId(actor.id)).map(toResumeSummary);
    },

    async get(actor: Actor, id: string): Promise<Resume> {
      return toResume(await owned(actor, id));
    },

    async create(actor: Actor, input: CreateInput): Promise<Resume> {
      if ((await repository.countByUserId(actor.id)) >= RESUME_LIMITS.resumesPerUser) {
        throw new AppError('CONFLICT', RESUME_MESSAGES.tooManyResumes);
      }
      const { name, template, data } = input;
      return toResume(await repository.insert({ userId: actor.id, name, template, data }));
    },

    /** The later save wins only when it was made from the stored version; otherwise 409 and nothing changes. */
    async update(actor: Actor, id: string, input: UpdateInput): Promise<Resume> {
      const row = await owned(actor, id);
      const { name, template, data, version } = input;
      const saved = await repository.updateFromVersion(row.id, version, { name, template, data });
      if (!saved) throw new AppError('CONFLICT', RESUME_MESSAGES.conflict);
      return toResume(saved);
    },

    /**
     * The saved resume as a file in its template. Under the spec's export rule: only with a summary and at least
     * one experience entry (409 with the spec's message otherwise).
     */
    async exportFile(actor: Actor, id: string, format: ResumeFileFormat): Promise<ResumeFile> {
      const row = await owned(actor, id);
      const blocker = exportBlocker(row.data);
      if (blocker) throw new AppError('CONFLICT', blocker);
      return {
        name: resumeFileName(row.data.personalInfo.fullName || row.name, format),
        contentType: CONTENT_TYPE[format],
        body: await RENDER[format](row.data, row.template),
      };
    },

    async remove(actor: Actor, id: string): Promise<void> {
      const row = await owned(actor, id);
      if (!(await repository.delete(row.id))) throw notFound();
    },
  };
}

export type ResumeService = ReturnType<typeof createResumeService>;
export type { ResumeCreate, ResumeUpdate };
