import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import authRoutes from './auth/auth.routes';
import careers from './careers/careers.plugin';
import contactRoutes from './contact/contact.routes';
import healthRoutes from './health/health.routes';
import profilesRoutes from './profiles/profiles.routes';
import resumeRoutes from './resume/resume.routes';
import vaProfileRoutes from './va-profile/va-profile.routes';

/** Every feature's routes, mounted under /api in this order; a new feature adds one line here. */
export const features: FastifyPluginAsyncZod[] = [
  healthRoutes,
  authRoutes,
  careers,
  contactRoutes,
  profilesRoutes,
  vaProfileRoutes,
  resumeRoutes,
];
