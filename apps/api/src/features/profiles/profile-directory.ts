import type { VeteranProfileDirectory } from '../../lib/veteran-profile-directory';
import type { ProfilesRepository } from './profiles.repository';

/** The profile facts other features may read about a user (lib/veteran-profile-directory.ts), from this table. */
export function createProfileDirectory(repository: Pick<ProfilesRepository, 'findByUserId'>) {
  const directory: VeteranProfileDirectory = {
    async findForUser(userId) {
      const row = await repository.findByUserId(userId);
      if (!row) return undefined;
      const { firstName, lastName, email, phoneNumber, preferredLocation, skills, branch, mosCode } = row;
      return { firstName, lastName, email, phoneNumber, preferredLocation, skills, branch, mosCode };
    },
  };
  return directory;
}
