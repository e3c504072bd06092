import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { VeteranRecords, VeteranServiceRecord } from '../../lib/veteran-records';
import { createProfilesRepository } from './profiles.repository';
import profilesRoutes from './profiles.routes';
import type { VeteranProfileRow } from './profiles.schema';

// Ids are UUIDs; anything else names no profile, and asking PostgreSQL would fail the cast.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const USER_PAGE = 1000;

const toRecord = (row: VeteranProfileRow | undefined): VeteranServiceRecord | undefined =>
  row && {
    veteranId: row.id,
    ownerUserId: row.userId,
    dischargeStatus: row.dischargeStatus,
    serviceStartDate: row.serviceStartDate.toISOString(),
    serviceEndDate: row.serviceEndDate?.toISOString() ?? null,
  };

/**
 * The profiles feature: its routes, plus the read-only service record other features ask for. Not encapsulated
 * (fastify-plugin), so `app.veteranRecords` reaches the features registered beside it.
 */
const profiles: FastifyPluginAsyncZod = fp(
  async (app) => {
    const repository = createProfilesRepository(app.database.db);
    const records: VeteranRecords = {
      findByVeteranId: async (id) => (UUID.test(id) ? toRecord(await repository.findById(id)) : undefined),
      async serviceRecordsAfter(after, limit) {
        const rows = await repository.pageAfter(after, limit);
        return rows.map((row) => toRecord(row)!);
      },
      async usersWithJobAlerts(frequency, userIds) {
        const found = new Set<string>();
        // One query per page of users keeps each statement's parameter list short.
        for (let start = 0; start < userIds.length; start += USER_PAGE)
          for (const userId of await repository.userIdsWithJobAlerts(
            frequency,
            userIds.slice(start, start + USER_PAGE),
          ))
            found.add(userId);
        return found;
      },
      findServiceRecordForUser: async (userId) => toRecord(await repository.findByUserId(userId)),
      async findForUser(userId) {
        const row = await repository.findByUserId(userId);
        if (!row) return undefined;
        const {
          firstName,
          lastName,
          email,
          phoneNumber,
          preferredLocation,
          skills,
          careerInterests,
          branch,
          mosCode,
        } = row;
        return {
          firstName,
          lastName,
          email,
          phoneNumber,
          preferredLocation,
          skills,
          careerInterests,
          branch,
          mosCode,
        };
      },
    };
    app.decorate('veteranRecords', records);
    await app.register(profilesRoutes);
  },
  { name: 'profiles', dependencies: ['context'] },
);

export default profiles;
