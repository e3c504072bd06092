import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { ContactMessage, ContactMessageInput } from '@waypoint/shared/contact/contact';
import { configuredContact } from '../../components/public-frame/configured-contact';
import type { ApiErrorData } from '../../lib/api-error';
import { useSchemaForm } from '../../lib/forms/use-schema-form';
import { useSendContactMessageMutation } from './api/send-contact-message';

export const CONTACT_SENT_MESSAGE =
  'Thank you — your message has been sent. Our team will reply within one business day.';
const { email } = configuredContact();
// Another way to reach the team only when one is configured (CONTACT_EMAIL); never an invented address.
export const CONTACT_FAILED_MESSAGE = `We could not send your message right now. Please try again in a few minutes${
  email ? `, or e-mail ${email}` : ''
}.`;

export type ContactValues = Required<ContactMessageInput>;

// In the form's order: the first field in error takes focus.
const EMPTY: ContactValues = { fullName: '', email: '', branch: '', yearsOfService: '', message: '' };

// 4xx messages are written for people; 5xx and network failures are not worth showing verbatim.
const failureText = ({ status, message }: ApiErrorData): string =>
  status > 0 && status < 500 ? message : CONTACT_FAILED_MESSAGE;

/** The contact form on the form recipe; a sent message clears the form and is confirmed in a status region. */
export function useContactForm() {
  const [sent, setSent] = useState(false);
  const [sendContactMessage] = useSendContactMessageMutation();
  const form = useSchemaForm<ContactValues, ContactMessage>({
    defaultValues: EMPTY,
    // The schema (and zod) load on first submit, keeping them out of the landing page's first load (decision 011).
    schema: () => import('@waypoint/shared/contact/contact').then((module) => module.contactMessageSchema),
    failureMessage: failureText,
    onSubmit: async (message, self) => {
      await sendContactMessage(message).unwrap();
      // With the answer, as the form's own outcome (see useSchemaForm): the confirmation and the emptied fields.
      flushSync(() => {
        self.methods.reset();
        setSent(true);
      });
    },
  });

  const submit = (event: FormEvent) => {
    setSent(false);
    form.submit(event);
  };

  return { form, sent, submit };
}
