import { useEffect, useRef, useState } from 'react';
import type { ContactField, ContactMessageInput } from '@waypoint/shared/contact/contact';
import { ApiError, apiRequest } from '../../lib/api-client';

export const CONTACT_FIELDS: readonly ContactField[] = [
  'fullName',
  'email',
  'branch',
  'yearsOfService',
  'message',
];

export const CONTACT_SENT_MESSAGE =
  'Thank you — your message has been sent. Our team will reply within one business day.';
export const CONTACT_FAILED_MESSAGE =
  'We could not send your message right now. Please try again in a few minutes, or e-mail support@waypoint.example.';

type Values = Required<ContactMessageInput>;
type FieldErrors = Partial<Record<ContactField, string>>;
type Phase = 'idle' | 'sending' | 'sent' | 'failed';
type FieldElement = HTMLInputElement | HTMLTextAreaElement;
/** A new object per request, so asking twice for the same field still moves focus. */
type FocusRequest = { field: ContactField | null };

const EMPTY: Values = { fullName: '', email: '', branch: '', yearsOfService: '', message: '' };

function knownFieldErrors(errors: Record<string, string> | undefined): FieldErrors {
  const known: FieldErrors = {};
  for (const field of CONTACT_FIELDS) {
    const message = errors?.[field];
    if (message) known[field] = message;
  }
  return known;
}

function failureText(error: unknown): string {
  // 4xx messages are written for people; 5xx and network failures are not worth showing verbatim.
  if (error instanceof ApiError && error.status < 500 && error.message) return error.message;
  return CONTACT_FAILED_MESSAGE;
}

/** State, validation and submission of the landing page's contact form. */
export function useContactForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [phase, setPhase] = useState<Phase>('idle');
  const [failure, setFailure] = useState('');
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  const fieldRefs = useRef<Partial<Record<ContactField, FieldElement | null>>>({});
  const submitRef = useRef<HTMLButtonElement | null>(null);

  // Runs after the error texts are rendered, so the focused field is read out with its message.
  useEffect(() => {
    if (!focusRequest) return;
    const target = focusRequest.field ? fieldRefs.current[focusRequest.field] : null;
    if (target) target.focus();
    // The disabled "Sending…" button dropped focus; give it back so keyboard users keep their place.
    else if (document.activeElement === document.body) submitRef.current?.focus();
  }, [focusRequest]);

  function requestFocus(fieldErrors: FieldErrors) {
    setFocusRequest({ field: CONTACT_FIELDS.find((field) => fieldErrors[field]) ?? null });
  }

  function setValue(field: ContactField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }

  async function submit() {
    if (phase === 'sending') return;
    setPhase('idle');
    // The schema (and zod) load on first submit, keeping them out of the landing page's first load.
    const { validateContactMessage } = await import('@waypoint/shared/contact/contact');
    const validation = validateContactMessage(values);
    if (!validation.ok) {
      setErrors(validation.fieldErrors);
      requestFocus(validation.fieldErrors);
      return;
    }
    setErrors({});
    setPhase('sending');
    try {
      await apiRequest('/contact', { method: 'POST', body: validation.data });
      setValues(EMPTY);
      setPhase('sent');
      requestFocus({});
    } catch (error) {
      const serverErrors = knownFieldErrors(error instanceof ApiError ? error.fieldErrors : undefined);
      setErrors(serverErrors);
      setFailure(failureText(error));
      setPhase('failed');
      requestFocus(serverErrors);
    }
  }

  return { values, errors, phase, failure, setValue, submit, fieldRefs, submitRef };
}
