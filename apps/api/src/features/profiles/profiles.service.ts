import type { VeteranProfile } from '@waypoint/shared';
import { AppError } from '../../lib/app-error';
import type { OccupationCatalogue } from '../../lib/occupation-catalogue';
import {
  toChanges,
  toNewRow,
  toVeteranProfile,
  type ProfileCreateInput,
  type ProfileUpdateInput,
} from './profile-mapping';
import {
  assertConsistentAfterUpdate,
  assertKnownCode,
  EMAIL_MISMATCH_MESSAGE,
  validationError,
} from './profile-rules';
import type { ProfilesRepository } from './profiles.repository';
import type { VeteranProfileRow } from './profiles.schema';

export const PROFILE_API_MESSAGES = {
  notFound: 'We could not find that veteran profile.',
  alreadyExists: 'You already have a veteran profile.',
  otherOwner: 'You can only create a veteran profile for your own account.',
  ownerOnly: "Only the profile's owner can change or delete it.",
} as const;

/** Who is asking; the session decides, never the request body. */
export interface ProfileActor {
  id: string;
  email: string;
  role: string;
}

interface Dependencies {
  repository: ProfilesRepository;
  catalogue: OccupationCatalogue;
}

// Ids are UUIDs; anything else names no profile, and asking PostgreSQL would fail the cast with a 500.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isAdmin = (actor: ProfileActor) => actor.role === 'admin';

export function createProfilesService({ repository, catalogue }: Dependencies) {
  const notFound = () => new AppError('NOT_FOUND', PROFILE_API_MESSAGES.notFound);
  const findById = async (id: string) => (UUID.test(id) ? repository.findById(id) : undefined);

  /** Admins may read anyone's profile (SPEC-DECISIONS 8); everyone else sees others' profiles as absent. */
  function readable(actor: ProfileActor, row: VeteranProfileRow | undefined): VeteranProfileRow {
    if (!row || (row.userId !== actor.id && !isAdmin(actor))) throw notFound();
    return row;
  }

  /** Writes stay with the owner. An admin already knows the profile exists, so they get the honest 403. */
  async function writable(actor: ProfileActor, id: string): Promise<VeteranProfileRow> {
    const row = readable(actor, await findById(id));
    if (row.userId !== actor.id) throw new AppError('FORBIDDEN', PROFILE_API_MESSAGES.ownerOnly);
    return row;
  }

  return {
    async create(actor: ProfileActor, input: ProfileCreateInput): Promise<VeteranProfile> {
      if (input.authUserId && input.authUserId !== actor.id) {
        throw new AppError('FORBIDDEN', PROFILE_API_MESSAGES.otherOwner);
      }
      // The stored address is the account's; a different one in the body is a mistake worth showing.
      const accountEmail = actor.email.trim().toLowerCase();
      if (input.email !== accountEmail) throw validationError({ email: EMAIL_MISMATCH_MESSAGE });
      assertKnownCode(catalogue, input.mosCode, input.branch);
      const row = await repository.insert(toNewRow(input, actor.id, accountEmail));
      if (!row) throw new AppError('CONFLICT', PROFILE_API_MESSAGES.alreadyExists);
      return toVeteranProfile(row);
    },

    async getById(actor: ProfileActor, id: string): Promise<VeteranProfile> {
      return toVeteranProfile(readable(actor, await findById(id)));
    },

    async getByAuthUserId(actor: ProfileActor, authUserId: string): Promise<VeteranProfile> {
      if (authUserId !== actor.id && !isAdmin(actor)) throw notFound();
      const row = UUID.test(authUserId) ? await repository.findByUserId(authUserId) : undefined;
      return toVeteranProfile(readable(actor, row));
    },

    async update(actor: ProfileActor, id: string, input: ProfileUpdateInput): Promise<VeteranProfile> {
      const row = await writable(actor, id);
      assertConsistentAfterUpdate(row, input, catalogue);
      const updated = await repository.update(row.id, toChanges(input));
      if (!updated) throw notFound();
      return toVeteranProfile(updated);
    },

    async remove(actor: ProfileActor, id: string, ip: string): Promise<void> {
      const row = await writable(actor, id);
      if (!(await repository.deleteWithAudit(row.id, { actorUserId: actor.id, ip }))) throw notFound();
    },
  };
}

export type ProfilesService = ReturnType<typeof createProfilesService>;
