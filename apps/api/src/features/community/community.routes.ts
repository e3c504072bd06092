import {
  CIRCLE_CHANGED_EVENT,
  circleCreateSchema,
  circleListSchema,
  circleSchema,
  postCreatedSchema,
  postCreateSchema,
  postPageQuerySchema,
  postPageSchema,
} from '@waypoint/shared/community/community';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/app-error';
import { createAuditLog } from '../../lib/audit';
import { createTransaction } from '../../lib/transaction';
import { currentUser } from '../../plugins/app/authenticate';
import communityModerationRoutes from './community-moderation.routes';
import { COMMUNITY_TOPICS, NEW_POST_NOTICES_TASK } from './community-notices';
import { byCircle, errors, tags } from './community-params';
import { SAMPLE_CIRCLES, SAMPLE_POSTS } from './community-seed';
import { communityDataRights } from './community.data-rights';
import { createCommunityRepository } from './community.repository';
import { createCommunityService } from './community.service';

/** A circle with a post this recent counts as active on the admin's dashboard. */
const ACTIVE_CIRCLE_DAYS = 30;

/** Community circles (`/api/community`): membership, posts, moderation and reports. */
const communityRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => app.clock.now();
  const { db } = app.database;
  const repository = createCommunityRepository(db);
  const service = createCommunityService({
    repository,
    transaction: createTransaction(db, (handle) => ({
      community: createCommunityRepository(handle),
      audit: createAuditLog(handle),
    })),
    notifier: app.notifier,
    live: app.live,
    taskQueue: app.taskQueue,
    // The target careers, looked up per call (the plan feature decorates the app): the circle that fits is suggested.
    targets: { forUser: (userId) => app.careerTargets.forUser(userId) },
    now,
  });
  app.dataRights.register(communityDataRights);
  app.dashboardFigures.register({
    name: 'community.active-circles',
    personas: ['admin'],
    compute: () => repository.activeCircleCount(new Date(now().getTime() - ACTIVE_CIRCLE_DAYS * 86_400_000)),
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
  app.tasks.register({
    name: NEW_POST_NOTICES_TASK,
    payload: z.object({ postId: z.uuid() }),
    handle: ({ postId }) => service.sendNewPostNotices(postId),
  });
  app.liveEvents.register({
    name: CIRCLE_CHANGED_EVENT,
    description: "A circle's posts, pins or members changed",
  });
  app.seeds.register({
    name: 'community.sample-circles',
    kind: 'sample',
    run: () => repository.seed({ circles: SAMPLE_CIRCLES, posts: SAMPLE_POSTS }),
  });

  app.get(
    '/community/circles',
    {
      schema: {
        tags,
        summary:
          'Every circle, with your membership and the view your role gives you, and the circle that fits each of your target careers',
        response: { 200: circleListSchema, ...errors },
      },
    },
    async (request) => service.directory(currentUser(request)),
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

  await app.register(communityModerationRoutes, { service });
};

export default communityRoutes;
