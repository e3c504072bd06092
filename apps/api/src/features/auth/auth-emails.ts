import type { MailMessage } from '../../lib/mail/mailer';
import { RESET_TOKEN_TTL_SECONDS, VERIFICATION_TOKEN_TTL_SECONDS, type AuthUserRecord } from './better-auth';

function greeting(user: Pick<AuthUserRecord, 'firstName'>): string {
  return user.firstName ? `Hello ${user.firstName},` : 'Hello,';
}

/**
 * The reset e-mail: plain text, the link on its own line so every mail program makes it clickable. The link is a
 * credential: the outbox keeps no readable copy once it is sent, or once it expired (lib/mail/mailer.ts).
 */
export function passwordResetEmail(user: AuthUserRecord, link: string, now: Date): MailMessage {
  return {
    to: user.email,
    confidential: true,
    expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_SECONDS * 1000),
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

export function verificationEmail(user: AuthUserRecord, link: string, now: Date): MailMessage {
  return {
    to: user.email,
    confidential: true,
    expiresAt: new Date(now.getTime() + VERIFICATION_TOKEN_TTL_SECONDS * 1000),
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

export const EXISTING_ACCOUNT_SUBJECT = 'Someone tried to create a Waypoint account with your address';

/**
 * To the owner of an address someone tried to register again: sign-up answers as for a new address (decision
 * 017), so this e-mail is how the person who typed it learns the account exists, if they own the address.
 */
export function existingAccountEmail(user: AuthUserRecord, publicUrl: string): MailMessage {
  return {
    to: user.email,
    subject: EXISTING_ACCOUNT_SUBJECT,
    text: [
      greeting(user),
      '',
      'Someone, perhaps you, tried to create a new Waypoint account with this e-mail address. It already has a Waypoint account, so nothing was created or changed.',
      '',
      'To sign in:',
      `${publicUrl}/signin`,
      '',
      'Forgot your password? Choose a new one here:',
      `${publicUrl}/reset-password`,
      '',
      'If you have not confirmed your address yet, sign in with your password and we will send you a new confirmation link. If it was not you, ignore this e-mail: your account is unchanged.',
      '',
      'Waypoint',
    ].join('\n'),
  };
}

/**
 * To the owner of an account someone keeps failing to sign in to (decision 016). No link, so it cannot be
 * mistaken for (or be turned into) a phishing message.
 */
export function repeatedSignInFailuresEmail(user: Pick<AuthUserRecord, 'email' | 'firstName'>): MailMessage {
  return {
    to: user.email,
    subject: 'Failed sign-in attempts on your Waypoint account',
    text: [
      greeting(user),
      '',
      'Someone has tried several times to sign in to your Waypoint account with a wrong password. We now slow down',
      'further attempts; you can still sign in as usual.',
      '',
      'If this was you, there is nothing to do. If it was not, it is a good moment to choose a new password that',
      'you use nowhere else: sign in to Waypoint and change it, or use "Forgot password" on the sign-in page.',
      '',
      'Waypoint',
    ].join('\n'),
  };
}
