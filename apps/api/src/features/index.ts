import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import authRoutes from './auth/auth.routes';
import benefitsRoutes from './benefits/benefits.routes';
import careers from './careers/careers.plugin';
import communityRoutes from './community/community.routes';
import contactRoutes from './contact/contact.routes';
import dashboardRoutes from './dashboard/dashboard.routes';
import documentsRoutes from './documents/documents.routes';
import healthRoutes from './health/health.routes';
import interviewRoutes from './interview/interview.routes';
import mentorshipRoutes from './mentorship/mentorship.routes';
import jobsRoutes from './jobs/jobs.routes';
import notifications from './notifications/notifications.plugin';
import plan from './plan/plan.plugin';
import profiles from './profiles/profiles.plugin';
import resumeRoutes from './resume/resume.routes';
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
  profiles,
  vaProfileRoutes,
  // After careers and profiles (it reads both); before the features that read `app.careerTargets`.
  plan,
  wellnessRoutes,
  benefitsRoutes,
  interviewRoutes,
  documentsRoutes,
  resumeRoutes,
  communityRoutes,
  mentorshipRoutes,
  jobsRoutes,
  dashboardRoutes,
];
