import type { VeteranProfile } from '@waypoint/shared';
import { actorEmail, assertOwner, hasRole, isOwner, type Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import type { AuditLog } from '../../lib/audit';
import type { OccupationCatalogue } from '../../lib/occupation-catalogue';
import type { Transaction } from '../../lib/transaction';
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

interface Dependencies {
  repository: ProfilesRepository;
  /** A deletion and its audit record commit together. */
  transaction: Transaction<{ profiles: ProfilesRepository; audit: AuditLog }>;
  catalogue: Pick<OccupationCatalogue, 'isKnownCode'>;
}

// Ids are UUIDs; anything else names no profile, and asking PostgreSQL would fail the cast with a 500.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createProfilesService({ repository, transaction, catalogue }: Dependencies) {
  const notFound = () => new AppError('NOT_FOUND', PROFILE_API_MESSAGES.notFound);
  const findById = async (id: string) => (UUID.test(id) ? repository.findById(id) : undefined);

  const mayRead = (actor: Actor, ownerId: string) => isOwner(actor, ownerId) || hasRole(actor, 'admin');

  /** Admins may read anyone's profile (decision 013 §8); everyone else sees others' profiles as absent. */
  function readable(actor: Actor, row: VeteranProfileRow | undefined): VeteranProfileRow {
    if (!row || !mayRead(actor, row.userId)) throw notFound();
    return row;
  }

  /** Writes stay with the owner. An admin already knows the profile exists, so they get the honest 403. */
  async function writable(actor: Actor, id: string): Promise<VeteranProfileRow> {
    const row = readable(actor, await findById(id));
    assertOwner(actor, row.userId, () => new AppError('FORBIDDEN', PROFILE_API_MESSAGES.ownerOnly));
    return row;
  }

  return {
    async create(actor: Actor, input: ProfileCreateInput): Promise<VeteranProfile> {
      if (input.authUserId && input.authUserId !== actor.id) {
        throw new AppError('FORBIDDEN', PROFILE_API_MESSAGES.otherOwner);
      }
      // The stored address is the account's; a different one in the body is a mistake worth showing.
      const accountEmail = actorEmail(actor);
      if (input.email !== accountEmail) throw validationError({ email: EMAIL_MISMATCH_MESSAGE });
      assertKnownCode(catalogue, input.mosCode, input.branch);
      const row = await repository.insert(toNewRow(input, actor.id, accountEmail));
      if (!row) throw new AppError('CONFLICT', PROFILE_API_MESSAGES.alreadyExists);
      return toVeteranProfile(row);
    },

    async getById(actor: Actor, id: string): Promise<VeteranProfile> {
      return toVeteranProfile(readable(actor, await findById(id)));
    },

    async getByAuthUserId(actor: Actor, authUserId: string): Promise<VeteranProfile> {
      if (!mayRead(actor, authUserId)) throw notFound();
      const row = UUID.test(authUserId) ? await repository.findByUserId(authUserId) : undefined;
      return toVeteranProfile(readable(actor, row));
    },

    async update(actor: Actor, id: string, input: ProfileUpdateInput): Promise<VeteranProfile> {
      const row = await writable(actor, id);
      assertConsistentAfterUpdate(row, input, catalogue);
      const updated = await repository.update(row.id, toChanges(input));
      if (!updated) throw notFound();
      return toVeteranProfile(updated);
    },

    /** Deletes and records who did it in one transaction, so the audit trail cannot miss a deletion. */
    async remove(actor: Actor, id: string, ip: string): Promise<void> {
      const row = await writable(actor, id);
      await transaction(async ({ profiles, audit }) => {
        const deleted = await profiles.delete(row.id);
        if (!deleted) throw notFound();
        await audit.record({
          action: 'veteran_profile.deleted',
          actorUserId: actor.id,
          subject: deleted.id,
          ip,
          details: { ownerUserId: deleted.userId },
        });
      });
    },
  };
}

export type ProfilesService = ReturnType<typeof createProfilesService>;
