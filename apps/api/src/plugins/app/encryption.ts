import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createEnvelope, loadKeyring, type Envelope } from '../../lib/encryption/encryption';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The one envelope encryption of the app (lib/encryption), on the keyring loaded once here. Features encrypt
     * with it and register every column that keeps its wrapped keys in `app.wrappedKeys` (decision 036).
     */
    envelope: Envelope;
  }
}

/** The only place the master keys are loaded (VAULT_MASTER_KEY, or the generated key file in embedded mode). */
export default fp(
  async function encryption(app: FastifyInstance) {
    app.decorate('envelope', createEnvelope(loadKeyring(app.config)));
  },
  { name: 'encryption', dependencies: ['context'] },
);
