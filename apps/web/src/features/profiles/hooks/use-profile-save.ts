import { useCallback, useState } from 'react';
import type { AuthUser, VeteranProfile } from '@waypoint/shared';
import { setUserName } from '../../../lib/auth-token';
import { useCreateProfileMutation } from '../../../stores/profiles/api/create-profile';
import { useUpdateProfileMutation } from '../../../stores/profiles/api/update-profile';
import { changedFields } from '../form/profile-changes';
import type { ProfileFormOutput } from '../form/profile-form-values';
import { fullName } from '../profile-display';

/**
 * Real saves into the one profile cache (decision 013 §5). A failure rejects with the API's error data (the form
 * shows its field errors); a success stores the name for the shell's user menu and raises the notice.
 */
export function useProfileSave(account: AuthUser) {
  const [createProfile] = useCreateProfileMutation();
  const [updateProfile] = useUpdateProfileMutation();
  const [saved, setSaved] = useState(false);

  const remember = useCallback((profile: VeteranProfile) => {
    const name = fullName(profile);
    if (name) setUserName(name);
    setSaved(true);
  }, []);

  const create = useCallback(
    async (output: ProfileFormOutput) => {
      // Already validated by the form; parsing again gives the create payload its exact type. The schema came
      // with the form (complete-profile-card.tsx, its own chunk), not with the page.
      const { veteranProfileCreateSchema } = await import('@waypoint/shared/profiles/profiles');
      const payload = veteranProfileCreateSchema.parse({
        ...output,
        email: output.email ?? account.email,
        authUserId: account.id,
        skills: [],
        education: null,
      });
      remember(await createProfile(payload).unwrap());
    },
    [account, createProfile, remember],
  );

  const update = useCallback(
    async (profile: VeteranProfile, output: ProfileFormOutput) => {
      const changes = changedFields(output, profile);
      // Nothing changed: nothing to send, and the stored profile is already what the form shows.
      if (Object.keys(changes).length === 0) return remember(profile);
      remember(await updateProfile({ id: profile.id, changes }).unwrap());
    },
    [updateProfile, remember],
  );

  return { create, update, saved, dismissSaved: useCallback(() => setSaved(false), []) };
}
