import type { DataRightsPart } from '../../lib/data-rights/data-rights';
import { toVeteranProfile } from './profile-mapping';
import { createProfilesRepository } from './profiles.repository';

/** The veteran profile's data-rights part (decision 017): the profile as the API answers it, or null. */
export const profilesDataRights: DataRightsPart = {
  name: 'profiles.veteran-profile',
  description: 'Your veteran profile: service history, career interests and job preferences',
  async export(subject, tx) {
    const row = await createProfilesRepository(tx).findByUserId(subject.id);
    return row ? toVeteranProfile(row) : null;
  },
  async erase(subject, tx) {
    await createProfilesRepository(tx).deleteByUserId(subject.id);
  },
};
