import { safeLine } from '@waypoint/shared/core/text';
import { ANNOUNCEMENT_LIMITS } from '@waypoint/shared/dashboard/dashboard-limits';
import {
  availabilityUpdateSchema,
  conversationSchema,
  mentorRequestCreateSchema,
  mentorRequestSchema,
  mentorProfileInputSchema,
  mentorshipAdminSchema,
  mentorshipHubSchema,
  mentorshipMessageSchema,
  messageCreateSchema,
  messageReportCreateSchema,
  messageReportSchema,
  MENTORSHIP_EVENTS,
  ownMentorProfileSchema,
} from '@waypoint/shared/mentorship/mentorship';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/app-error';
import { createAuditLog } from '../../lib/audit';
import { createTransaction } from '../../lib/transaction';
import { currentUser } from '../../plugins/app/authenticate';
import { EXPIRE_REQUEST_TASK, EXPIRE_SWEEP_TASK, RESPONSE_WINDOW_DAYS, TOPICS } from './mentorship-context';
import { createMentorshipMessagesService } from './mentorship-messages.service';
import { mentorshipDataRights } from './mentorship.data-rights';
import { createMentorshipRepository } from './mentorship.repository';
import { createMentorshipService } from './mentorship.service';
import { SAMPLE_MENTORS } from './sample-mentors';

const byId = z.object({ id: safeLine().describe('The id (a UUID)') });
const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['mentorship'];
const TOPIC_DESCRIPTIONS: Record<(typeof TOPICS)[keyof typeof TOPICS], string> = {
  [TOPICS.requestReceived]: 'A veteran asked you to be their mentor',
  [TOPICS.requestAnswered]: 'A mentor accepted or declined your request',
  [TOPICS.requestExpired]: 'A mentor request expired unanswered',
  [TOPICS.message]: 'A new message in one of your mentorships',
  [TOPICS.mentorApplied]: 'Someone asked to become a mentor (admins)',
  [TOPICS.mentorApproved]: 'Your mentor application was approved',
  [TOPICS.messageReported]: 'A mentorship message was reported for review (admins)',
};

/** The mentorship hub (`/api/mentorship`). */
const mentorshipRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => app.clock.now();
  const { db } = app.database;
  const repository = createMentorshipRepository(db);
  const transaction = createTransaction(db, (handle) => ({
    mentorship: createMentorshipRepository(handle),
    audit: createAuditLog(handle),
  }));
  const shared = { repository, transaction, notifier: app.notifier, live: app.live, now };
  const service = createMentorshipService({
    ...shared,
    taskQueue: app.taskQueue,
    // Looked up per call: the features that decorate these need not load first.
    profiles: { findForUser: (userId) => app.veteranRecords.findForUser(userId) },
    catalogue: {
      careerMatches: (code, branch) => app.occupationCatalogue.careerMatches(code, branch),
    },
    // The mentee's target careers (the plan feature decorates the app): mentors in their field rank first.
    targets: { forUser: (userId) => app.careerTargets.forUser(userId) },
  });
  const messages = createMentorshipMessagesService(shared);

  for (const [name, description] of Object.entries(TOPIC_DESCRIPTIONS)) {
    app.notificationTopics.register({ name, description, category: 'career' });
  }
  app.liveEvents.register({ name: MENTORSHIP_EVENTS.message, description: 'A new message in a mentorship' });
  app.liveEvents.register({ name: MENTORSHIP_EVENTS.changed, description: 'Mentorship requests changed' });
  app.tasks.register({
    name: EXPIRE_REQUEST_TASK,
    payload: z.object({ requestId: z.uuid() }),
    handle: async ({ requestId }) => {
      await service.expire(requestId);
    },
  });
  app.tasks.register({
    name: EXPIRE_SWEEP_TASK,
    payload: z.object({}),
    schedule: '17 * * * *',
    retry: { limit: 1, delaySeconds: 300 },
    handle: async () => {
      await service.expireDue();
    },
  });
  app.dataRights.register(mentorshipDataRights);
  app.dashboardFigures.register({
    name: 'mentorship.requests',
    personas: ['mentor'],
    async compute(actor) {
      const since = new Date(now().getTime() - RESPONSE_WINDOW_DAYS * 86_400_000);
      const stats = (await repository.mentorStats(since, [actor.id])).get(actor.id);
      return {
        pending: stats?.pending ?? 0,
        active: stats?.active ?? 0,
        medianResponseHours: stats?.medianResponseHours ?? null,
      };
    },
  });
  app.dashboardFigures.register({
    name: 'mentorship.queue',
    personas: ['mentor'],
    compute: async (actor) =>
      (await repository.queueOf(actor.id, ANNOUNCEMENT_LIMITS.menteeRequestsShown)).map((request) => ({
        id: request.id,
        menteeName: request.menteeName,
        message: request.message,
        createdAt: request.createdAt.toISOString(),
      })),
  });
  app.dashboardFigures.register({
    name: 'mentorship.pending-approvals',
    personas: ['admin'],
    compute: () => repository.mentorCountByStatus('pending'),
  });
  app.seeds.register({
    name: 'mentorship.sample-mentors',
    kind: 'sample',
    run: () => repository.upsertSampleMentors(SAMPLE_MENTORS),
  });

  app.get(
    '/mentorship',
    {
      schema: {
        tags,
        summary: 'The hub by your view: ranked mentors with scores and reasons, requests, queue, mentorships',
        response: { 200: mentorshipHubSchema, ...errors },
      },
    },
    async (request) => service.hub(currentUser(request)),
  );

  app.post(
    '/mentorship/mentee',
    {
      schema: {
        tags,
        summary: 'Become a mentee: reveals the recommended mentors',
        response: { 204: z.null().describe('Done'), ...errors },
      },
    },
    async (request, reply) => {
      await service.becomeMentee(currentUser(request));
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/mentorship/mentor-profile',
    {
      schema: {
        tags,
        summary: 'Ask to become a mentor, or change your mentor profile (an admin approves new mentors)',
        body: mentorProfileInputSchema,
        response: { 200: ownMentorProfileSchema, ...errors },
      },
    },
    async (request) => service.saveMentorProfile(currentUser(request), request.body),
  );

  app.put(
    '/mentorship/mentor-profile/availability',
    {
      schema: {
        tags,
        summary: 'Accepting or paused, and your weekly slots (approved mentors)',
        body: availabilityUpdateSchema,
        response: { 200: ownMentorProfileSchema, ...errors },
      },
    },
    async (request) => service.setAvailability(currentUser(request), request.body),
  );

  app.post(
    '/mentorship/requests',
    {
      schema: {
        tags,
        summary: 'Ask a mentor to mentor you (at most 3 pending; unanswered requests expire after 7 days)',
        body: mentorRequestCreateSchema,
        response: { 201: mentorRequestSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await service.request(currentUser(request), request.body)),
  );

  for (const [action, accept] of [
    ['accept', true],
    ['decline', false],
  ] as const) {
    app.post(
      `/mentorship/requests/:id/${action}`,
      {
        schema: {
          tags,
          summary: accept ? 'Accept a request sent to you' : 'Decline a request sent to you',
          params: byId,
          response: { 200: mentorRequestSchema, ...errors },
        },
      },
      async (request) => service.answer(currentUser(request), request.params.id, accept),
    );
  }

  app.get(
    '/mentorship/mentorships/:id/messages',
    {
      schema: {
        tags,
        summary: "One of your mentorships' conversation (members only); marks it read",
        params: byId,
        response: { 200: conversationSchema, ...errors },
      },
    },
    async (request) => messages.conversation(currentUser(request), request.params.id),
  );

  app.post(
    '/mentorship/mentorships/:id/messages',
    {
      schema: {
        tags,
        summary: 'Send a plain-text message in one of your mentorships',
        params: byId,
        body: messageCreateSchema,
        response: { 201: mentorshipMessageSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await messages.send(currentUser(request), request.params.id, request.body)),
  );

  app.post(
    '/mentorship/messages/:id/report',
    {
      schema: {
        tags,
        summary: 'Send a message of your conversation to the admins for review',
        params: byId,
        body: messageReportCreateSchema,
        response: { 201: messageReportSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await messages.report(currentUser(request), request.params.id, request.body.reason)),
  );

  app.get(
    '/mentorship/admin',
    {
      schema: {
        tags,
        summary: 'Mentor applications, pairs, response times and reported messages (admins)',
        response: { 200: mentorshipAdminSchema, ...errors },
      },
      config: { roles: ['admin'] },
    },
    async (request) => service.admin(currentUser(request)),
  );

  app.post(
    '/mentorship/admin/mentors/:id/approve',
    {
      schema: {
        tags,
        summary: 'Approve a mentor application: the account gets the mentor role (admins)',
        params: byId,
        response: { 200: ownMentorProfileSchema, ...errors },
      },
      config: { roles: ['admin'] },
    },
    async (request) => service.approveMentor(currentUser(request), request.params.id),
  );
};

export default mentorshipRoutes;
