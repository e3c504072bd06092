import {
  AUTH_MESSAGES,
  buildSignUpRequest,
  REGISTRATION_MESSAGES,
  toRegistrationErrors,
  type AuthSession,
  type RegistrationErrors,
  type RegistrationForm,
  type SignUpRequest,
} from '@waypoint/shared';
import { NETWORK_ERROR_CODE, readApiError } from '../../lib/api-error';
import type { StartSession } from './hooks/use-start-session';

/** A session this page opened: a resubmit reuses it instead of creating a second account. */
export interface OpenedSession {
  email: string;
  token: string;
  userId: string;
}

/** Why a step stopped: field errors for the form, or one message for the alert region. */
export type StepFailure = { errors: RegistrationErrors } | { message: string };

export class RegistrationStopped extends Error {
  constructor(readonly failure: StepFailure) {
    super('registration stopped');
  }
}

/** The spec's rule for failures: the error's message, else the fallback; field errors go to their fields. */
export function failureFrom(error: unknown, network: string = REGISTRATION_MESSAGES.failed): StepFailure {
  const { code, message, fieldErrors } = readApiError(error, REGISTRATION_MESSAGES.failed);
  const errors = toRegistrationErrors(fieldErrors ?? {});
  if (Object.keys(errors).length > 0) return { errors };
  if (code === NETWORK_ERROR_CODE) return { message: network };
  // Only the API's own error body carries a message meant for people (a proxy's 502 page does not).
  return { message: code ? message : REGISTRATION_MESSAGES.failed };
}

/** The account calls the registration makes: the RTK Query mutation, unwrapped (it throws ApiErrorData). */
export interface AccountCalls {
  signUp: (request: SignUpRequest) => Promise<AuthSession>;
  startSession: StartSession;
}

/**
 * Creates the account. Null means the e-mail must be verified first (and is also the answer when the address
 * already has an account, so sign-up tells no one which addresses do: decision 017). Without verification an
 * existing address answers 409, whose message goes to the e-mail field; registration never signs in with the
 * password typed, so nobody is signed into an account they meant to create.
 */
export async function openSession(
  form: RegistrationForm,
  { signUp, startSession }: AccountCalls,
): Promise<OpenedSession | null> {
  const request = buildSignUpRequest(form);
  let session: AuthSession;
  try {
    session = await signUp(request);
  } catch (signUpError) {
    throw new RegistrationStopped(failureFrom(signUpError, AUTH_MESSAGES.serviceUnavailable));
  }
  if (!session.token) return null;
  startSession(session.token, session.user);
  return { email: request.email, token: session.token, userId: session.user.id };
}
