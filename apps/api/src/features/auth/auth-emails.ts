import type { MailMessage } from '../../lib/mail/mailer';
import type { AuthUserRecord } from './better-auth';

function greeting(user: AuthUserRecord): string {
  return user.firstName ? `Hello ${user.firstName},` : 'Hello,';
}

/** The reset e-mail: plain text, the link on its own line so every mail program makes it clickable. */
export function passwordResetEmail(user: AuthUserRecord, link: string): MailMessage {
  return {
    to: user.email,
    subject: 'Reset your Waypoint password',
    text: [
      greeting(user),
      '',
      'We received a request to reset the password of your Waypoint account. To choose a new password, open this link within 30 minutes:',
      '',
      link,
      '',
      'The link works once. If you did not ask for a new password, ignore this e-mail: your password stays the same.',
      '',
      'Waypoint',
    ].join('\n'),
  };
}

export function verificationEmail(user: AuthUserRecord, link: string): MailMessage {
  return {
    to: user.email,
    subject: 'Confirm your e-mail address for Waypoint',
    text: [
      greeting(user),
      '',
      'Welcome to Waypoint. To confirm your e-mail address and activate your account, open this link within 24 hours:',
      '',
      link,
      '',
      'If you did not create a Waypoint account, ignore this e-mail.',
      '',
      'Waypoint',
    ].join('\n'),
  };
}
