import type { ContactMessage } from '@waypoint/shared/contact/contact';
import type { MailMessage } from '../../lib/mail/mailer';

interface StoredMessage {
  id: string;
  receivedAt: Date;
}

/** The e-mail that brings a contact message to the support team; replying answers the visitor. */
export function supportNotification(
  message: ContactMessage,
  stored: StoredMessage,
  supportEmail: string,
): MailMessage {
  // A name is one line of a header; whatever whitespace the visitor typed becomes single spaces.
  const name = message.fullName.replace(/\s+/g, ' ');
  return {
    to: supportEmail,
    replyTo: message.email,
    subject: `Contact form: ${name}`,
    text: [
      'New message from the Waypoint contact form.',
      '',
      `Name: ${name}`,
      `Email: ${message.email}`,
      `Branch of service: ${message.branch || 'not given'}`,
      `Years of service: ${message.yearsOfService || 'not given'}`,
      `Received: ${stored.receivedAt.toISOString()}`,
      `Reference: ${stored.id}`,
      '',
      'Message:',
      message.message,
      '',
      `Reply to this e-mail to answer ${name} directly.`,
    ].join('\n'),
  };
}
