import { skipToken } from '@reduxjs/toolkit/query';
import { useProfile } from '../../stores/profiles/use-profile';
import { useGetMosTranslationQuery } from './api/get-mos-translation';

/**
 * The civilian occupations the veteran's own military code leads to (the career translation of the profile's
 * code and branch): what the plan and a job posting offer as target careers. `code` is undefined while the profile
 * loads, null without a profile.
 */
export function useMatchedOccupations() {
  const profile = useProfile();
  const code = profile.data?.mosCode.trim().toUpperCase();
  const translation = useGetMosTranslationQuery(
    code && profile.data ? { code, branch: profile.data.branch } : skipToken,
  );
  return {
    code: profile.data === null ? null : code,
    profile,
    translation,
    paths: translation.data?.careerPaths ?? [],
  };
}
