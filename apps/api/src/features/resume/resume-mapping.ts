import type { Resume, ResumeSummary } from '@waypoint/shared';
import type { ResumeRow } from './resume.schema';

export function toResume(row: ResumeRow): Resume {
  return {
    id: row.id,
    name: row.name,
    template: row.template,
    data: row.data,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toResumeSummary(row: ResumeRow): ResumeSummary {
  return { id: row.id, name: row.name, template: row.template, updatedAt: row.updatedAt.toISOString() };
}
