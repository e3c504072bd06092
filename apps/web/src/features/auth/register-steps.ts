import {
  buildRegistrationProfile,
  normalizeMosCode,
  REGISTRATION_MESSAGES,
  type Branch,
  type RegistrationForm,
} from '@waypoint/shared';
import type { MosTranslation } from '@waypoint/shared/careers/careers-http';
import type { FetchFreshMosTranslation } from '../../components/career-kit/api/get-mos-translation';
import type { AppDispatch } from '../../stores/store';
import { createProfile } from '../../stores/profiles/api/create-profile';
import { getProfile } from '../../stores/profiles/api/get-profile';
import { PROFILE_STORE_MESSAGES } from '../../stores/profiles/profiles-api';
import { readApiError } from '../../lib/api-error';
import { failureFrom, RegistrationStopped } from './register-account';

/**
 * Translates the MOS before any account exists: the catalogue must know the code (the profile step refuses it
 * otherwise: "We do not recognize that MOS code yet"), and the answer is the success screen's content.
 */
export async function translateMos(
  fetchTranslation: FetchFreshMosTranslation,
  form: RegistrationForm,
): Promise<MosTranslation> {
  try {
    return await fetchTranslation({ code: normalizeMosCode(form.mosCode), branch: form.branch as Branch });
  } catch (error) {
    const { status, fieldErrors } = readApiError(error, '');
    if (status === 404) {
      throw new RegistrationStopped({ errors: { mosCode: REGISTRATION_MESSAGES.mosCodeUnknown } });
    }
    const formatProblem = status === 400 ? fieldErrors?.code : undefined;
    if (formatProblem) throw new RegistrationStopped({ errors: { mosCode: formatProblem } });
    throw new RegistrationStopped(failureFrom(error));
  }
}

/**
 * Creates the veteran profile with the spec's payload; the answer becomes the cached profile. A 409 means an
 * earlier attempt already created it (its answer was lost): that is success, and the stored profile is read into
 * the cache.
 */
export async function createRegistrationProfile(
  dispatch: AppDispatch,
  form: RegistrationForm,
  userId: string,
) {
  const creation = dispatch(createProfile.initiate(buildRegistrationProfile(form, userId)));
  try {
    await creation.unwrap();
  } catch (error) {
    const failure = readApiError(error, PROFILE_STORE_MESSAGES.create);
    if (failure.status !== 409) throw new RegistrationStopped(failureFrom(failure));
    const request = dispatch(getProfile.initiate(userId));
    await request;
    request.unsubscribe();
  } finally {
    creation.reset();
  }
}
