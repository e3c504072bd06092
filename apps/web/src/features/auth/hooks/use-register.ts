import { useRef, useState, type FormEvent } from 'react';
import { normalizeEmail, REGISTRATION_MESSAGES, validateRegistration } from '@waypoint/shared';
import {
  useTimedMosTranslation,
  type TimedMosTranslation,
} from '../../../components/career-kit/api/get-mos-translation';
import { useAppDispatch } from '../../../stores/hooks';
import { openSession, RegistrationStopped, type OpenedSession, type StepFailure } from '../register-account';
import { createProfile, translateMos } from '../register-steps';
import type { RegistrationFormState } from './use-registration-form';
import { useStartSession } from './use-start-session';

export type RegisterStatus = 'idle' | 'submitting' | 'verify' | 'success' | 'error';

/**
 * The registration flow (spec §4): check the form, translate the MOS, create the account (or reuse the one an
 * earlier attempt created), store the token, create the profile, then show the career suggestions. Safe to
 * retry: a resubmit after a failed profile step skips sign-up and finishes the profile.
 */
export function useRegister(form: RegistrationFormState) {
  const dispatch = useAppDispatch();
  const startSession = useStartSession();
  const fetchTranslation = useTimedMosTranslation();
  const opened = useRef<OpenedSession | null>(null);
  const [status, setStatus] = useState<RegisterStatus>('idle');
  const [message, setMessage] = useState<string | null>(null);
  const [result, setResult] = useState<TimedMosTranslation | null>(null);

  const stop = (failure: StepFailure) => {
    if ('errors' in failure) {
      form.showErrors(failure.errors);
      setStatus('idle');
    } else {
      setMessage(failure.message);
      setStatus('error');
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { values } = form;
    setMessage(null);
    const errors = validateRegistration(values);
    if (Object.keys(errors).length > 0) return stop({ errors });
    setStatus('submitting');
    try {
      const translation = await translateMos(fetchTranslation, values);
      const earlier = opened.current?.email === normalizeEmail(values.email) ? opened.current : null;
      const session = earlier ?? (await openSession(values, startSession));
      if (!session) return setStatus('verify');
      opened.current = session;
      await createProfile(dispatch, values, session.userId);
      setResult(translation);
      setStatus('success');
    } catch (error) {
      stop(error instanceof RegistrationStopped ? error.failure : { message: REGISTRATION_MESSAGES.failed });
    }
  };

  return { status, message, result, submit };
}
