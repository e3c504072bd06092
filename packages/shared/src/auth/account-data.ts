import { z } from 'zod';
import { safeLine } from '../core/text';
import { ACCOUNT_DATA_MESSAGES, DATA_EXPORT_FORMAT } from './account-data-messages';

export { ACCOUNT_DATA_MESSAGES, DATA_EXPORT_FORMAT, dataExportFileName } from './account-data-messages';

/** POST /api/account/deletion: the password again, so a forgotten open session cannot delete the account. */
export const accountDeletionRequestSchema = z.object({
  password: safeLine({ error: ACCOUNT_DATA_MESSAGES.passwordRequired, trim: false })
    .min(1, { error: ACCOUNT_DATA_MESSAGES.passwordRequired })
    .max(1024),
});
export type AccountDeletionRequest = z.input<typeof accountDeletionRequestSchema>;

/** GET /api/account/data-summary: what Waypoint holds about a person, one line per part, as deletion erases it. */
export const dataSummarySchema = z
  .object({ parts: z.array(z.object({ name: z.string(), description: z.string() })) })
  .meta({ id: 'DataSummary' });
export type DataSummary = z.infer<typeof dataSummarySchema>;

/** GET /api/account/data-export: everything Waypoint holds about the signed-in user, one key per part. */
export const dataExportSchema = z
  .object({
    format: z.literal(DATA_EXPORT_FORMAT),
    version: z.literal(1),
    exportedAt: z.string(),
    account: z.object({ id: z.string(), email: z.string() }),
    parts: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'DataExport' });
export type DataExport = z.infer<typeof dataExportSchema>;
