import {
  alertSearchSchema,
  alertSettingsSchema,
  jobDetailSchema,
  jobSearchQuerySchema,
  jobSearchResultSchema,
  safeLine,
  saveJobSchema,
  savedJobListSchema,
  savedJobSchema,
  savedJobUpdateSchema,
} from '@waypoint/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/app-error';
import { createTransaction } from '../../lib/transaction';
import { currentUser } from '../../plugins/app/authenticate';
import { ALERT_TOPIC, createJobAlertsService } from './job-alerts.service';
import { importConfiguredFeeds, loadSamplePostings } from './jobs-feeds';
import { jobsDataRights } from './jobs.data-rights';
import { jobsPlanEvidence } from './jobs.plan-evidence';
import { createJobsRepository } from './jobs.repository';
import { createJobsService } from './jobs.service';
import { createSavedJobsService } from './saved-jobs.service';

const byId = z.object({ id: safeLine().describe('The posting id (a UUID)') });
const byJobId = z.object({ jobId: safeLine().describe('The saved posting id (a UUID)') });
const errors = errorResponses(400, 401, 404);
const tags = ['jobs'];
const none = z.object({});

const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const repository = createJobsRepository(db);
  const service = createJobsService({
    repository,
    // Looked up per call: the careers feature decorates the app.
    catalogue: {
      careerMatches: (code, branch) => app.occupationCatalogue.careerMatches(code, branch),
      civilianOccupation: (soc) => app.occupationCatalogue.civilianOccupation(soc),
    },
    // The target careers, looked up per call: the plan feature decorates the app. Job search opened with nothing
    // typed searches for them, and "Why this job?" names the target a posting is coded as.
    targets: { forUser: (userId) => app.careerTargets.forUser(userId) },
    profiles: { findForUser: (userId) => app.veteranRecords.findForUser(userId) },
    now: () => app.clock.now(),
  });
  const saved = createSavedJobsService({ repository, now: () => app.clock.now() });
  const alerts = createJobAlertsService({
    repository,
    profiles: {
      usersWithJobAlerts: (frequency, userIds) => app.veteranRecords.usersWithJobAlerts(frequency, userIds),
    },
    transaction: createTransaction(db, (handle) => ({ jobs: createJobsRepository(handle) })),
    notify: (userId, message, transaction) =>
      app.notifier.notify({ id: userId }, ALERT_TOPIC, message, { transaction }),
    now: () => app.clock.now(),
  });

  app.dataRights.register(jobsDataRights);
  app.planEvidence.register(jobsPlanEvidence(db));
  app.dashboardFigures.register({
    name: 'jobs.saved',
    personas: ['veteran'],
    compute: (actor) => repository.savedCount(actor.id),
  });
  app.notificationTopics.register({
    name: ALERT_TOPIC,
    description: 'New job postings that match your saved search, at your job alert frequency',
    category: 'career',
  });
  app.tasks.register({
    name: 'jobs.import-feeds',
    payload: none,
    schedule: '17 * * * *',
    retry: { limit: 2, delaySeconds: 300 },
    handle: (_payload, { log, signal }) =>
      importConfiguredFeeds(repository, app.config, log, () => app.clock.now(), signal),
  });
  // REAL_TIME every minute, so an alert leaves within a minute of the import that brought its postings.
  const alertTasks = [
    ['jobs.alerts-real-time', '* * * * *', 'REAL_TIME'],
    ['jobs.alerts-daily', '0 13 * * *', 'DAILY'],
    ['jobs.alerts-weekly', '0 13 * * 1', 'WEEKLY'],
  ] as const;
  for (const [name, schedule, frequency] of alertTasks)
    app.tasks.register({
      name,
      payload: none,
      schedule,
      handle: async () => {
        await alerts.send(frequency);
      },
    });
  if (app.config.jobSampleFeed)
    app.seeds.register({
      name: 'jobs.sample-postings',
      kind: 'sample',
      run: () => loadSamplePostings(repository, app.clock.now()),
    });

  app.get(
    '/jobs',
    {
      schema: {
        tags,
        summary:
          'Search open postings: what you typed ranks first (title over description, synonyms and acronyms), then your military code, interests and preferred place among equal matches. With no keyword, location or remote-only, the search is for your target careers when you have chosen any (`forTargets`)',
        querystring: jobSearchQuerySchema,
        response: { 200: jobSearchResultSchema, ...errors },
      },
    },
    async (request) => service.search(currentUser(request), request.query),
  );

  app.get(
    '/jobs/:id',
    {
      schema: {
        tags,
        summary:
          'Read one posting, with the civilian occupations it maps to that can be chosen as a target career',
        params: byId,
        response: { 200: jobDetailSchema, ...errors },
      },
    },
    async (request) => service.getById(currentUser(request), request.params.id),
  );

  app.get(
    '/saved-jobs',
    {
      schema: {
        tags,
        summary:
          'Your saved jobs, newest first, with their status and note (closed postings stay, marked closed)',
        response: { 200: savedJobListSchema, ...errors },
      },
    },
    async (request) => ({ savedJobs: await saved.list(currentUser(request)) }),
  );

  app.post(
    '/saved-jobs',
    {
      schema: {
        tags,
        summary: 'Save a posting (saving it again keeps it once)',
        body: saveJobSchema,
        response: { 201: savedJobSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await saved.save(currentUser(request), request.body.jobId, request.body.note)),
  );

  app.patch(
    '/saved-jobs/:jobId',
    {
      schema: {
        tags,
        summary: "Change a saved job's note or status (saved, applied, interviewing, offer, closed)",
        params: byJobId,
        body: savedJobUpdateSchema,
        response: { 200: savedJobSchema, ...errors },
      },
    },
    async (request) => saved.update(currentUser(request), request.params.jobId, request.body),
  );

  app.delete(
    '/saved-jobs/:jobId',
    {
      schema: {
        tags,
        summary: 'Remove a posting from your saved jobs',
        params: byJobId,
        response: { 204: z.null().describe('Removed'), ...errors },
      },
    },
    async (request, reply) => {
      await saved.unsave(currentUser(request), request.params.jobId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/job-alerts/search',
    {
      schema: {
        tags,
        summary: 'The search your job alerts run',
        response: { 200: alertSettingsSchema, ...errors },
      },
    },
    async (request) => saved.alertSettings(currentUser(request)),
  );

  app.put(
    '/job-alerts/search',
    {
      schema: {
        tags,
        summary: 'Set the search your job alerts run (the frequency is your profile’s job alert frequency)',
        body: alertSearchSchema,
        response: { 200: alertSettingsSchema, ...errors },
      },
    },
    async (request) => saved.putAlertSearch(currentUser(request), request.body),
  );

  app.delete(
    '/job-alerts/search',
    {
      schema: {
        tags,
        summary: 'Stop job alerts',
        response: { 204: z.null().describe('Removed'), ...errors },
      },
    },
    async (request, reply) => {
      await saved.deleteAlertSearch(currentUser(request));
      return reply.code(204).send(null);
    },
  );
};

export default jobsRoutes;
