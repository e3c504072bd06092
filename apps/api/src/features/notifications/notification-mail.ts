import type { NotificationCategory } from '@waypoint/shared';
import type { MailMessage } from '../../lib/mail/mailer';
import type { NotificationRow } from './notifications.schema';
import { SCOPE_LABELS, UNSUBSCRIBE_PATH, type UnsubscribeScope } from './unsubscribe-links';

const SECTION_TITLES: Partial<Record<NotificationCategory, string>> = {
  benefits: 'Benefits',
  community: 'Community',
  career: 'Career',
};

export interface MailContext {
  to: string;
  firstName: string;
  publicUrl: string;
  /** The signed token of each scope the mail offers to turn off. */
  unsubscribe: (scope: UnsubscribeScope) => string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const unsubscribeUrl = (context: MailContext, scope: UnsubscribeScope) =>
  `${context.publicUrl}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(context.unsubscribe(scope))}`;

/** RFC 8058: mail clients show an "Unsubscribe" button that POSTs `List-Unsubscribe=One-Click` to the URL. */
function listUnsubscribe(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** One notification by e-mail. */
export function notificationMail(
  notification: Pick<NotificationRow, 'title' | 'body' | 'link'>,
  context: MailContext,
  scope: UnsubscribeScope | undefined,
): MailMessage {
  const link = notification.link
    ? `${context.publicUrl}${notification.link}`
    : `${context.publicUrl}/dashboard`;
  const settings = `${context.publicUrl}/notifications`;
  const off = scope && unsubscribeUrl(context, scope);
  const text = [
    `Hello ${context.firstName},`,
    '',
    notification.body,
    '',
    `Open in Waypoint: ${link}`,
    '',
    `Notification settings: ${settings}`,
    ...(off ? [`Stop ${SCOPE_LABELS[scope]}: ${off}`] : []),
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(context.firstName)},</p>`,
    `<p>${escapeHtml(notification.body)}</p>`,
    `<p><a href="${escapeHtml(link)}">Open in Waypoint</a></p>`,
    `<p><a href="${escapeHtml(settings)}">Notification settings</a>`,
    off ? ` · <a href="${escapeHtml(off)}">Stop ${escapeHtml(SCOPE_LABELS[scope])}</a></p>` : '</p>',
  ].join('\n');
  return {
    to: context.to,
    subject: notification.title,
    text,
    html,
    ...(off && { headers: listUnsubscribe(off) }),
  };
}

/** The digest: the included categories' news since the last one, each section with its own way out. */
export function digestMail(items: NotificationRow[], context: MailContext, periodLabel: string): MailMessage {
  const sections = (['benefits', 'community', 'career'] as const)
    .map((category) => ({ category, items: items.filter((item) => item.category === category) }))
    .filter((section) => section.items.length > 0);
  const itemLink = (item: NotificationRow) => `${context.publicUrl}${item.link ?? '/dashboard'}`;
  const settings = `${context.publicUrl}/notifications`;
  const subject = `Your ${periodLabel} Waypoint digest: ${items.length} update${items.length === 1 ? '' : 's'}`;

  const text = [
    `Hello ${context.firstName},`,
    '',
    `Here is what changed since your last digest.`,
    ...sections.flatMap((section) => [
      '',
      `${SECTION_TITLES[section.category]!.toUpperCase()}`,
      ...section.items.flatMap((item) => [`- ${item.title}`, `  ${item.body}`, `  ${itemLink(item)}`]),
      `  (Stop ${SCOPE_LABELS[section.category]}: ${unsubscribeUrl(context, section.category)})`,
    ]),
    '',
    `Change what the digest holds and how often it comes: ${settings}`,
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(context.firstName)},</p>`,
    `<p>Here is what changed since your last digest.</p>`,
    ...sections.flatMap((section) => [
      `<h2>${SECTION_TITLES[section.category]}</h2>`,
      '<ul>',
      ...section.items.map(
        (item) =>
          `<li><a href="${escapeHtml(itemLink(item))}">${escapeHtml(item.title)}</a><br>${escapeHtml(item.body)}</li>`,
      ),
      '</ul>',
      `<p><a href="${escapeHtml(unsubscribeUrl(context, section.category))}">Stop ${escapeHtml(
        SCOPE_LABELS[section.category],
      )}</a></p>`,
    ]),
    `<p><a href="${escapeHtml(settings)}">Notification settings</a></p>`,
  ].join('\n');
  return { to: context.to, subject, text, html, headers: listUnsubscribe(unsubscribeUrl(context, 'digest')) };
}
