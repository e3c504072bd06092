import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../../lib/mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends (SMTP_URL) or stores (embedded outbox) e-mail; see lib/mail/mailer.ts. */
    mailer: Mailer;
  }
}

export default fp(
  async function mailer(app: FastifyInstance) {
    const instance = createMailer(app.config, app.database, app.log.child({ module: 'mail' }), () =>
      app.clock.now(),
    );
    app.decorate('mailer', instance);
    app.addHook('onClose', async () => instance.close());
  },
  { name: 'mailer', dependencies: ['context'] },
);
