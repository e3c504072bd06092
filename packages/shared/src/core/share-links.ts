import { z } from 'zod';
import { SHARE_LINK_LIMITS, SHARE_LINK_MESSAGES } from './share-links-limits';
import { safeLine } from './text';

export * from './share-links-limits';

/** Who to share with and for how long. */
export const shareRequestSchema = z
  .object({
    email: safeLine({ error: SHARE_LINK_MESSAGES.emailRequired })
      .pipe(
        z
          .string()
          .min(1, SHARE_LINK_MESSAGES.emailRequired)
          .max(SHARE_LINK_LIMITS.emailMaxLength, SHARE_LINK_MESSAGES.emailInvalid),
      )
      .pipe(z.email(SHARE_LINK_MESSAGES.emailInvalid)),
    daysValid: z
      .number({ error: SHARE_LINK_MESSAGES.daysRange })
      .int(SHARE_LINK_MESSAGES.daysRange)
      .min(SHARE_LINK_LIMITS.daysMin, SHARE_LINK_MESSAGES.daysRange)
      .max(SHARE_LINK_LIMITS.daysMax, SHARE_LINK_MESSAGES.daysRange),
  })
  .strict();
export type ShareRequest = z.infer<typeof shareRequestSchema>;
