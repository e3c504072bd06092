import {
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationPreferencesSchema,
  notificationPreviewResponseSchema,
  notificationSettingsResponseSchema,
  pushSubscriptionRemovalSchema,
  pushSubscriptionSchema,
} from '@waypoint/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/app-error';
import { currentUser } from '../../plugins/app/authenticate';
import type { NotificationsService } from './notifications.service';
import type { PreferencesService } from './preferences.service';
import { unsubscribePage } from './unsubscribe-page';
import { SCOPE_LABELS, UNSUBSCRIBE_PATH } from './unsubscribe-links';

const tags = ['notifications'];
const errors = errorResponses(400, 401, 404);

export interface NotificationsRoutesOptions {
  notifications: NotificationsService;
  preferences: PreferencesService;
}

const notificationsRoutes: FastifyPluginAsyncZod<NotificationsRoutesOptions> = async (
  app,
  { notifications, preferences },
) => {
  // Mail clients' one-click unsubscribe posts a form (RFC 8058); only this plugin's routes accept one.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get(
    '/notification-preferences',
    {
      schema: {
        tags,
        summary: 'Your notification settings (the defaults until you save)',
        response: { 200: notificationSettingsResponseSchema, ...errors },
      },
    },
    async (request) => preferences.get(currentUser(request)),
  );

  app.put(
    '/notification-preferences',
    {
      schema: {
        tags,
        summary: 'Save your notification settings',
        body: notificationPreferencesSchema,
        response: { 200: notificationSettingsResponseSchema, ...errors },
      },
    },
    async (request) => preferences.save(currentUser(request), request.body),
  );

  app.post(
    '/notification-preferences/preview',
    {
      schema: {
        tags,
        summary: 'Send a preview on your primary channel',
        response: { 200: notificationPreviewResponseSchema, ...errorResponses(401, 404, 502) },
      },
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
    },
    async (request) => preferences.preview(currentUser(request)),
  );

  app.get(
    '/notifications',
    {
      schema: {
        tags,
        summary: 'Your recent notifications, newest first',
        querystring: notificationListQuerySchema,
        response: { 200: notificationListResponseSchema, ...errors },
      },
    },
    async (request) => notifications.list(currentUser(request), request.query.limit),
  );

  app.post(
    '/notifications/:id/read',
    {
      schema: {
        tags,
        summary: 'Mark one notification read',
        params: z.object({ id: z.string().max(100) }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await notifications.markRead(currentUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/notifications/read-all',
    {
      schema: { tags, summary: 'Mark all your notifications read', response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await notifications.markAllRead(currentUser(request));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/notifications/push-subscriptions',
    {
      schema: {
        tags,
        summary: 'Receive push notifications in this browser',
        body: pushSubscriptionSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await preferences.addPushSubscription(currentUser(request), request.body);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/notifications/push-subscriptions',
    {
      schema: {
        tags,
        summary: 'Stop push notifications in a browser',
        body: pushSubscriptionRemovalSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await preferences.removePushSubscription(currentUser(request), request.body.endpoint);
      return reply.code(204).send(null);
    },
  );

  const token = z.object({ token: z.string().max(300).default('') });

  // GET only asks: link scanners open links, and must not unsubscribe anyone.
  app.get(
    UNSUBSCRIBE_PATH.replace('/api', ''),
    {
      schema: {
        tags,
        summary: 'The unsubscribe page an e-mail links to (HTML)',
        querystring: token,
        // An HTML page for people following a mail link, not part of the JSON API the document describes.
        hide: true,
      },
    },
    async (request, reply) => {
      const valid = await preferences.checkUnsubscribe(request.query.token);
      return reply
        .code(valid ? 200 : 404)
        .type('text/html; charset=utf-8')
        .send(
          unsubscribePage(
            valid
              ? { state: 'ask', label: SCOPE_LABELS[valid.scope], token: request.query.token }
              : { state: 'invalid' },
          ),
        );
    },
  );

  app.post(
    UNSUBSCRIBE_PATH.replace('/api', ''),
    {
      schema: {
        tags,
        summary: "Unsubscribe (the page's button, or a mail client's RFC 8058 one-click POST)",
        querystring: token,
        // An HTML page for people following a mail link, not part of the JSON API the document describes.
        hide: true,
      },
    },
    async (request, reply) => {
      const scope = await preferences.unsubscribe(request.query.token);
      return reply
        .code(scope ? 200 : 404)
        .type('text/html; charset=utf-8')
        .send(unsubscribePage(scope ? { state: 'done', label: SCOPE_LABELS[scope] } : { state: 'invalid' }));
    },
  );
};

export default notificationsRoutes;
