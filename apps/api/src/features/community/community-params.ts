import { z } from 'zod';
import { errorResponses } from '../../lib/app-error';

/** What the community routes share: their path parameters, error answers and tag. */
export const byCircle = z.object({ circleId: z.uuid().describe('The circle id') });
export const byPost = z.object({ postId: z.uuid().describe('The post id') });
export const byReport = z.object({ reportId: z.uuid().describe('The report id') });
export const byRequest = byCircle.extend({ userId: z.uuid().describe("The requester's account id") });
export const errors = errorResponses(400, 401, 403, 404);
export const done = z.null().describe('Done');
export const tags = ['community'];
