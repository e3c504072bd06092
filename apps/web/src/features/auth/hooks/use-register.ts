import { useRef, useState } from 'react';
import { normalizeEmail, type RegistrationForm } from '@waypoint/shared';
import type { MosTranslation } from '@waypoint/shared/careers/careers-http';
import { useFreshMosTranslation } from '../../../components/career-kit/api/get-mos-translation';
import type { SchemaForm } from '../../../lib/forms/use-schema-form';
import { useAppDispatch } from '../../../stores/hooks';
import { useSignUpMutation } from '../api/sign-up';
import { openSession, RegistrationStopped, type AccountCalls, type OpenedSession } from '../register-account';
import { createRegistrationProfile, translateMos } from '../register-steps';
import { useStartSession } from './use-start-session';

/** The form until it went through; then "verify your e-mail" or the career suggestions. */
export type RegisterStatus = 'form' | 'verify' | 'success';

/**
 * The registration flow (spec §4), run by the form once its values pass the registration table: translate the
 * MOS, create the account (or reuse the one an earlier attempt on this page created), store the token, create the profile,
 * then show the career suggestions. Safe to retry: a resubmit after a failed profile step skips sign-up and
 * finishes the profile. A step that stops puts its field errors on the form, or its message in the banner.
 */
export function useRegister() {
  const dispatch = useAppDispatch();
  const startSession = useStartSession();
  const [signUp] = useSignUpMutation();
  const fetchTranslation = useFreshMosTranslation();
  const opened = useRef<OpenedSession | null>(null);
  const [status, setStatus] = useState<RegisterStatus>('form');
  const [result, setResult] = useState<MosTranslation | null>(null);

  const calls: AccountCalls = {
    signUp: (request) => signUp(request).unwrap(),
    startSession,
  };

  const register = async (values: RegistrationForm, form: SchemaForm<RegistrationForm>) => {
    try {
      const translation = await translateMos(fetchTranslation, values);
      const earlier = opened.current?.email === normalizeEmail(values.email) ? opened.current : null;
      const session = earlier ?? (await openSession(values, calls));
      if (!session) return setStatus('verify');
      opened.current = session;
      await createRegistrationProfile(dispatch, values, session.userId);
      setResult(translation);
      setStatus('success');
    } catch (error) {
      // Anything else is the form's: REGISTRATION_MESSAGES.failed in the banner.
      if (!(error instanceof RegistrationStopped)) throw error;
      const { failure } = error;
      if ('errors' in failure) form.showFieldErrors(failure.errors);
      else form.showFailure(failure.message);
    }
  };

  return { status, result, register };
}
