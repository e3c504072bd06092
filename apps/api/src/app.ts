import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  validatorCompiler,
  type FastifyPluginAsyncZod,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import type { Clock } from './lib/clock';
import { features as allFeatures } from './features';
import { PUBLIC_ROUTES } from './features/public-routes';
import authenticate from './plugins/app/authenticate';
import cachePolicy from './plugins/app/cache-policy';
import background from './plugins/app/background';
import liveStream from './plugins/app/live-stream';
import context from './plugins/app/context';
import encryption from './plugins/app/encryption';
import errorHandler, { handleFrameworkError } from './plugins/app/error-handler';
import jsonBody from './plugins/app/json-body';
import mailer from './plugins/app/mailer';
import registries from './plugins/app/registries';
import requestId, { generateRequestId } from './plugins/app/request-id';
import { withLogSafety } from './lib/logging/log-safety';
import { RequestLog } from './lib/logging/request-log';
import { responseSerializerCompiler } from './lib/response-serializer';
import type { PublicRoute } from './plugins/app/route-access';
import helmet from './plugins/external/helmet';
import rateLimit from './plugins/external/rate-limit';
import swagger from './plugins/external/swagger';
import webApp from './plugins/external/web-app';

/** Routes needing more (uploads) raise it per route; everything else is small JSON. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface BuildAppOptions {
  config: AppConfig;
  /** Opened, migrated and later closed by the caller; several apps may share one (tests). */
  database: Database;
  /**
   * Pino options, or `false` for silence. Defaults to JSON lines at `config.logLevel`. Either way without secrets
   * or SQL parameters (lib/logging/log-safety.ts).
   */
  logger?: FastifyServerOptions['logger'];
  /** Route plugins mounted under /api; defaults to every feature in `features/index.ts`. */
  features?: readonly FastifyPluginAsyncZod[];
  /** The /api routes that need no session; defaults to `features/public-routes.ts`. */
  publicRoutes?: readonly PublicRoute[];
  /** What the features read the time from (`app.clock`); defaults to the system clock. */
  clock?: Clock;
}

export async function buildApp({
  config,
  database,
  logger,
  features = allFeatures,
  publicRoutes = PUBLIC_ROUTES,
  clock,
}: BuildAppOptions) {
  const app = Fastify({
    logger: withLogSafety(logger, config.logLevel),
    genReqId: generateRequestId,
    // One line per request instead of Fastify's two (decision 032).
    logController: new RequestLog(),
    frameworkErrors: handleFrameworkError,
    bodyLimit: BODY_LIMIT_BYTES,
    // Off unless TRUST_PROXY names the load balancers in front; otherwise clients could spoof their IP for rate
    // limits with a forged X-Forwarded-For.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // The type provider's serializer, decoding instead of encoding where that cannot differ (decision 032).
  app.setSerializerCompiler(responseSerializerCompiler);

  await app.register(context, { config, database, ...(clock && { clock }) });
  // The master keys, loaded once for every feature that encrypts (decision 036).
  await app.register(encryption);
  await app.register(requestId);
  await app.register(errorHandler);
  await app.register(jsonBody);
  await app.register(helmet);
  // Before the routes: it attaches its hook to each route that asks for a limit as the route is added.
  await app.register(rateLimit);
  await app.register(mailer);
  // Before the features: they register their task handlers, notification topics and live events here.
  await app.register(registries);
  // The task engine and the live channel; they start once every feature has registered (onReady).
  await app.register(background);
  // Before every /api route, the documentation's included: it guards each route as the route is added.
  await app.register(authenticate, { publicRoutes });
  // After authenticate (it reads the access of each route as it is added): every answer's Cache-Control.
  await app.register(cachePolicy);
  // Before the routes: @fastify/swagger collects them as they are added.
  await app.register(swagger);
  await app.register(liveStream);

  await app.register(
    async (api) => {
      for (const feature of features) await api.register(feature);
    },
    { prefix: '/api' },
  );
  await app.register(webApp, { distDir: config.webDistDir, publicContact: config.publicContact });

  await app.ready();
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
