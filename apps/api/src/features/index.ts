import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import healthRoutes from './health/health.routes';

/** Every feature's routes, mounted under /api in this order; a new feature adds one line here. */
export const features: FastifyPluginAsyncZod[] = [healthRoutes];
