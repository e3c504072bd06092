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

interface MailLink {
  label: string;
  url: string;
}

/** The one layout of a single message: greeting, body, the way into Waypoint, then the footer's links. */
function singleMessageMail(
  message: Pick<NotificationRow, 'title' | 'body' | 'link'>,
  options: { to: string; greeting: string; publicUrl: string; footer: MailLink[]; note?: string },
): Pick<MailMessage, 'to' | 'subject' | 'text' | 'html'> {
  const link = message.link ? `${options.publicUrl}${message.link}` : `${options.publicUrl}/dashboard`;
  const text = [
    options.greeting,
    '',
    message.body,
    '',
    `Open in Waypoint: ${link}`,
    '',
    ...(options.note ? [options.note] : []),
    ...options.footer.map((item) => `${item.label}: ${item.url}`),
  ].join('\n');
  const footer = options.footer
    .map((item) => `<a href="${escapeHtml(item.url)}">${escapeHtml(item.label)}</a>`)
    .join(' · ');
  const html = [
    `<p>${escapeHtml(options.greeting)}</p>`,
    `<p>${escapeHtml(message.body)}</p>`,
    `<p><a href="${escapeHtml(link)}">Open in Waypoint</a></p>`,
    ...(options.note ? [`<p>${escapeHtml(options.note)}</p>`] : []),
    ...(footer ? [`<p>${footer}</p>`] : []),
  ].join('\n');
  return { to: options.to, subject: message.title, text, html };
}

/** One notification by e-mail. */
export function notificationMail(
  notification: Pick<NotificationRow, 'title' | 'body' | 'link'>,
  context: MailContext,
  scope: UnsubscribeScope | undefined,
): MailMessage {
  const off = scope && unsubscribeUrl(context, scope);
  return {
    ...singleMessageMail(notification, {
      to: context.to,
      greeting: `Hello ${context.firstName},`,
      publicUrl: context.publicUrl,
      footer: [
        { label: 'Notification settings', url: `${context.publicUrl}/notifications` },
        ...(off ? [{ label: `Stop ${SCOPE_LABELS[scope]}`, url: off }] : []),
      ],
    }),
    ...(off && { headers: listUnsubscribe(off) }),
  };
}

/**
 * A message to an address that need not have an account (`notifyAddress`): the same layout, without settings or
 * unsubscribe links (the address has none), and a line saying why it came.
 */
export function addressMail(
  message: Pick<NotificationRow, 'title' | 'body' | 'link'>,
  context: { to: string; publicUrl: string },
): MailMessage {
  return {
    ...singleMessageMail(message, {
      to: context.to,
      greeting: 'Hello,',
      publicUrl: context.publicUrl,
      note: 'A Waypoint member sent this to your address. You do not need an account, and you will get no other e-mail from Waypoint because of it.',
      footer: [],
    }),
    // Address messages carry links for someone without an account (a share): no readable copy is kept.
    confidential: true,
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
