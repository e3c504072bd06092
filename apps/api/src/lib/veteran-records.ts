import type { DischargeStatus } from '@waypoint/shared';

/** The service facts of a veteran profile that other features (the benefits tracker) may read. */
export interface VeteranServiceRecord {
  /** The profile's id: the spec's veteranId. */
  veteranId: string;
  ownerUserId: string;
  dischargeStatus: DischargeStatus;
  /** ISO timestamps, as stored. */
  serviceStartDate: string;
  serviceEndDate: string | null;
}

/**
 * What other features may ask of veteran profiles without importing the profiles feature: the profiles feature
 * decorates the app with an implementation on its repository.
 */
export interface VeteranRecords {
  /** Undefined when no profile has that id (any string: ids that are not UUIDs name none). */
  findByVeteranId(veteranId: string): Promise<VeteranServiceRecord | undefined>;
}

declare module 'fastify' {
  interface FastifyInstance {
    veteranRecords: VeteranRecords;
  }
}
