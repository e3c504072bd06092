import {
  accessDecisionSchema,
  moderationQueueSchema,
  moderatorAppointSchema,
  postSchema,
  reportCreateSchema,
} from '@waypoint/shared/community/community';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/app/authenticate';
import { byCircle, byPost, byReport, byRequest, done, errors, tags } from './community-params';
import type { CommunityService } from './community.service';

/** The circles' moderation (`/api/community`): pins, hidden posts, reports, requests to join and moderators. */
const communityModerationRoutes: FastifyPluginAsyncZod<{ service: CommunityService }> = async (
  app,
  { service },
) => {
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

export default communityModerationRoutes;
