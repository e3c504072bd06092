import { z } from 'zod';
import type { Envelope } from '../../lib/encryption/envelope';
import type { TaskDefinition, TaskQueue } from '../../lib/tasks/tasks';
import type { Mailer, MailMessage } from '../../lib/mail/mailer';
import type { TransactionScope } from '../../lib/transaction';

/** The task that sends one of auth's e-mails (reset and verification links, notices to an account's owner). */
export const SEND_MAIL_TASK = 'auth.send-mail';
/**
 * Retries 20 s apart, doubling: five in about ten minutes, within the life of a reset link (30 minutes). A link
 * that has expired by the time its e-mail could go is not sent at all.
 */
const RETRY = { limit: 5, delaySeconds: 20, backoff: true } as const;
// The sealed message opens only as this: a value sealed for another purpose fails here.
const SEAL_CONTEXT = 'waypoint/auth/queued-mail/v1';

const payloadSchema = z.object({ sealed: z.string().min(1) });
type Payload = z.infer<typeof payloadSchema>;

const messageSchema = z.object({
  to: z.string().min(1),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
  replyTo: z.string().optional(),
  headers: z.record(z.string(), z.string()).optional(),
  confidential: z.boolean().optional(),
  expiresAt: z.iso
    .datetime()
    .transform((value) => new Date(value))
    .optional(),
});

export interface AuthMailDependencies {
  taskQueue: TaskQueue;
  envelope: Pick<Envelope, 'seal' | 'open'>;
  mailer: Pick<Mailer, 'send'>;
  now: () => Date;
}

export interface AuthMail {
  /**
   * Resolves once the e-mail is queued on the task engine (inside `transaction` when given: it then exists only
   * if that commits); a worker on any instance sends it, with retries, after the answer has gone.
   */
  queue(message: MailMessage, options?: { transaction?: TransactionScope }): Promise<void>;
  /** Registered by the auth routes (`app.tasks.register`). */
  readonly task: TaskDefinition<Payload>;
}

/**
 * Auth's e-mails go through the task engine (decision 043): queued while the request runs, so a crash or a
 * restart after the answer loses none, and sent once by whichever instance's worker takes the task. The queued
 * message holds live credentials (reset and verification links) and the owner's address, so the task's payload
 * is the message sealed with the app's envelope, never the text: the engine's tables keep no readable link.
 */
export function createAuthMail(deps: AuthMailDependencies): AuthMail {
  const { now } = deps;
  return {
    async queue(message, options = {}) {
      const sealed = deps.envelope.seal(JSON.stringify(message), SEAL_CONTEXT);
      await deps.taskQueue.enqueue(SEND_MAIL_TASK, { sealed }, { transaction: options.transaction });
    },
    task: {
      name: SEND_MAIL_TASK,
      payload: payloadSchema,
      retry: RETRY,
      async handle({ sealed }, context) {
        const message = messageSchema.parse(
          JSON.parse(deps.envelope.open(sealed, SEAL_CONTEXT).toString('utf8')),
        ) as MailMessage;
        if (message.expiresAt && message.expiresAt <= now()) {
          context.log.info({ subject: message.subject }, 'auth e-mail not sent: its link expired first');
          return;
        }
        await deps.mailer.send(message);
      },
    },
  };
}
