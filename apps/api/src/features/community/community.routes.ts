import {
  accessDecisionSchema,
  CIRCLE_CHANGED_EVENT,
  circleCreateSchema,
  circleListSchema,
  circleSchema,
  moderationQueueSchema,
  moderatorAppointSchema,
  postCreatedSchema,
  postCreateSchema,
  postPageQuerySchema,
  postPageSchema,
  postSchema,
  reportCreateSchema,
} from '@waypoint/shared/community/community';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/app-error';
import { createAuditLog } from '../../lib/audit';
import { createTransaction } from '../../lib/transaction';
import { currentUser } from '../../plugins/app/authenticate';
import { SAMPLE_CIRCLES, SAMPLE_POSTS } from './community-seed';
import { communityDataRights } from './community.data-rights';
import { createCommunityRepository } from './community.repository';
import { COMMUNITY_TOPICS, createCommunityService, NEW_POST_NOTICES_JOB } from './community.service';

const byCircle = z.object({ circleId: z.uuid().describe('The circle id') });
const byPost = z.object({ postId: z.uuid().describe('The post id') });
const byReport = z.object({ reportId: z.uuid().describe('The report id') });
const byRequest = byCircle.extend({ userId: z.uuid().describe("The requester's account id") });
const errors = errorResponses(400, 401, 403, 404);
const done = z.null().describe('Done');
const tags = ['community'];
/** A circle with a post this recent counts as active on the admin's dashboard. */
const ACTIVE_CIRCLE_DAYS = 30;

export interface CommunityRoutesOptions {
  /** The clock; tests pass one to cross the rate window. */
  now?: () => Date;
}

/** Community circles (`/api/community`): membership, posts, moderation and reports. */
const communityRoutes: FastifyPluginAsyncZod<CommunityRoutesOptions> = async (app, { now }) => {
  const { db } = app.database;
  const repository = createCommunityRepository(db);
  const service = createCommunityService({
    repository,
    transaction: createTransaction(db, (handle) => ({
      community: createCommunityRepository(handle),
      audit: createAuditLog(handle),
      handle,
    })),
    notifier: app.notifier,
    live: app.live,
    queue: app.jobQueue,
    ...(now && { now }),
  });
  app.dataRights.register(communityDataRights);
  app.dashboardFigures.register({
    name: 'community.active-circles',
    personas: ['admin'],
    compute: () =>
      repository.activeCircleCount(
        new Date((now?.() ?? new Date()).getTime() - ACTIVE_CIRCLE_DAYS * 86_400_000),
      ),
  });
  app.dashboardFigures.register({
    name: 'community.reports-waiting',
    personas: ['admin'],
    compute: () => repository.openReportCount(),
  });
  app.notificationTopics.register({
    name: COMMUNITY_TOPICS.newPost,
    description: 'A new post in a circle you joined',
    category: 'community',
  });
  app.notificationTopics.register({
    name: COMMUNITY_TOPICS.accessApproved,
    description: 'A moderator approved your request to join a circle',
    category: 'community',
  });
  app.notificationTopics.register({
    name: COMMUNITY_TOPICS.accessRefused,
    description: 'A moderator refused your request to join a circle',
    category: 'community',
  });
  app.notificationTopics.register({
    name: COMMUNITY_TOPICS.reportOutcome,
    description: 'A moderator removed a post you reported, or reviewed it and left it up',
    category: 'community',
  });
  app.jobs.register({
    name: NEW_POST_NOTICES_JOB,
    payload: z.object({ postId: z.uuid() }),
    handle: ({ postId }) => service.sendNewPostNotices(postId),
  });
  app.liveEvents.register({
    name: CIRCLE_CHANGED_EVENT,
    description: "A circle's posts, pins or members changed",
  });
  app.addHook('onReady', () => repository.seed({ circles: SAMPLE_CIRCLES, posts: SAMPLE_POSTS }));

  app.get(
    '/community/circles',
    {
      schema: {
        tags,
        summary: 'Every circle, with your membership and the view your role gives you',
        response: { 200: circleListSchema, ...errors },
      },
    },
    async (request) => ({ circles: await service.list(currentUser(request)) }),
  );

  app.post(
    '/community/circles',
    {
      config: { roles: ['admin'] },
      schema: {
        tags,
        summary: 'Create a circle (admins)',
        body: circleCreateSchema,
        response: { 201: circleSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await service.create(currentUser(request), request.body)),
  );

  app.get(
    '/community/circles/:circleId',
    {
      schema: { tags, summary: 'One circle', params: byCircle, response: { 200: circleSchema, ...errors } },
    },
    async (request) => service.get(currentUser(request), request.params.circleId),
  );

  app.put(
    '/community/circles/:circleId/membership',
    {
      schema: {
        tags,
        summary: 'Join a public circle, or ask to join an invite-only one',
        params: byCircle,
        response: { 200: circleSchema, ...errors },
      },
    },
    async (request) => service.join(currentUser(request), request.params.circleId),
  );

  app.delete(
    '/community/circles/:circleId/membership',
    {
      schema: {
        tags,
        summary: 'Leave a circle, or withdraw your request',
        params: byCircle,
        response: { 200: circleSchema, ...errors },
      },
    },
    async (request) => service.leave(currentUser(request), request.params.circleId),
  );

  app.get(
    '/community/circles/:circleId/posts',
    {
      schema: {
        tags,
        summary: "A page of the circle's posts: pinned first, then newest first",
        params: byCircle,
        querystring: postPageQuerySchema,
        response: { 200: postPageSchema, ...errors },
      },
    },
    async (request) => service.posts(currentUser(request), request.params.circleId, request.query.before),
  );

  app.post(
    '/community/circles/:circleId/posts',
    {
      schema: {
        tags,
        summary: 'Post to a circle you joined (plain text, at most 10 a minute)',
        params: byCircle,
        body: postCreateSchema,
        response: { 201: postCreatedSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await service.createPost(currentUser(request), request.params.circleId, request.body)),
  );

  for (const [method, pinned] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/community/posts/:postId/pin',
      schema: {
        tags,
        summary: pinned ? 'Pin a post to the top of its circle (moderators)' : 'Unpin a post (moderators)',
        params: byPost,
        response: { 200: postSchema, ...errors },
      },
      handler: async (request) => service.setPinned(currentUser(request), request.params.postId, pinned),
    });
  }

  app.delete(
    '/community/posts/:postId',
    {
      schema: {
        tags,
        summary:
          'Hide a post for everyone (moderators); it stays in the audit trail, and its reporters are told',
        params: byPost,
        response: { 204: done, ...errors },
      },
    },
    async (request, reply) => {
      await service.deletePost(currentUser(request), request.params.postId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/community/posts/:postId/reports',
    {
      schema: {
        tags,
        summary: "Report a post to the circle's moderators",
        params: byPost,
        body: reportCreateSchema,
        response: { 204: done, ...errors },
      },
    },
    async (request, reply) => {
      await service.report(currentUser(request), request.params.postId, request.body);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/community/circles/:circleId/moderation',
    {
      schema: {
        tags,
        summary: "The circle's moderation queue: access requests and open reports (moderators)",
        params: byCircle,
        response: { 200: moderationQueueSchema, ...errors },
      },
    },
    async (request) => service.queue(currentUser(request), request.params.circleId),
  );

  app.post(
    '/community/circles/:circleId/requests/:userId',
    {
      schema: {
        tags,
        summary: 'Approve or refuse a request to join an invite-only circle (moderators)',
        params: byRequest,
        body: accessDecisionSchema,
        response: { 204: done, ...errors },
      },
    },
    async (request, reply) => {
      const { circleId, userId } = request.params;
      await service.decide(currentUser(request), circleId, userId, request.body);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/community/reports/:reportId/dismissal',
    {
      schema: {
        tags,
        summary: 'Dismiss a report, leaving the post (moderators); the reporter is told',
        params: byReport,
        response: { 204: done, ...errors },
      },
    },
    async (request, reply) => {
      await service.dismissReport(currentUser(request), request.params.reportId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/community/circles/:circleId/moderators',
    {
      config: { roles: ['admin'] },
      schema: {
        tags,
        summary: "Appoint an account as one of the circle's moderators (admins)",
        params: byCircle,
        body: moderatorAppointSchema,
        response: { 204: done, ...errors },
      },
    },
    async (request, reply) => {
      await service.appointModerator(currentUser(request), request.params.circleId, request.body.email);
      return reply.code(204).send(null);
    },
  );
};

export default communityRoutes;
