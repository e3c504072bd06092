import { useMemo } from 'react';
import { useProfile } from '../../../stores/profiles/use-profile';
import { translateDefaultsFrom } from '../profile-defaults';
import { DEFAULT_VALUES, type TranslateFormValues } from '../translate-form-values';

/**
 * Where the translation form starts: the signed-in veteran's profile (the one profile cache), else the spec's
 * defaults (Army, every field empty). Without a profile, or while it loads, the spec's defaults.
 */
export function useTranslateDefaults(): TranslateFormValues {
  const profile = useProfile().data;
  return useMemo(() => (profile ? translateDefaultsFrom(profile) : DEFAULT_VALUES), [profile]);
}
