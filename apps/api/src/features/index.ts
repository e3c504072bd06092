import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import authRoutes from './auth/auth.routes';
import careers from './careers/careers.plugin';
import contactRoutes from './contact/contact.routes';
import healthRoutes from './health/health.routes';
import jobsRoutes from './jobs/jobs.routes';
import notifications from './notifications/notifications.plugin';
import profilesRoutes from './profiles/profiles.routes';
import vaProfileRoutes from './va-profile/va-profile.routes';
import wellnessRoutes from './wellness/wellness.routes';

/** Every feature's routes, mounted under /api in this order; a new feature adds one line here. */
export const features: FastifyPluginAsyncZod[] = [
  healthRoutes,
  // Before the features that send through `app.notifier`.
  notifications,
  authRoutes,
  careers,
  contactRoutes,
  profilesRoutes,
  vaProfileRoutes,
  wellnessRoutes,
  jobsRoutes,
];
