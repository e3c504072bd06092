import type { Branch, DischargeStatus, JobAlertFrequency } from '@waypoint/shared';

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

/** The part of a veteran profile other features may read about a user (the resume prefill, mentor matching). */
export interface VeteranProfileFacts {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  preferredLocation: string;
  skills: string[];
  careerInterests: string[];
  branch: Branch;
  mosCode: string;
}

/**
 * What other features may ask of veteran profiles without importing the profiles feature: the profiles feature
 * decorates the app with an implementation on its repository (`profiles.plugin.ts`).
 */
export interface VeteranRecords {
  /** Undefined when no profile has that id (any string: ids that are not UUIDs name none). */
  findByVeteranId(veteranId: string): Promise<VeteranServiceRecord | undefined>;
  /** The service record of the user's own profile, or undefined when they have none (the dashboard's benefits). */
  findServiceRecordForUser(userId: string): Promise<VeteranServiceRecord | undefined>;
  /** The user's own profile facts, or undefined when they have no profile. */
  findForUser(userId: string): Promise<VeteranProfileFacts | undefined>;
  /**
   * Every profile's service record in pages for batch tasks (the benefits reminders): up to `limit` records
   * whose veteranId sorts after `after` (null: from the first), in veteranId order.
   */
  serviceRecordsAfter(after: string | null, limit: number): Promise<VeteranServiceRecord[]>;
  /** Which of these users have a profile whose job alert frequency is `frequency` (the job alerts' batch). */
  usersWithJobAlerts(frequency: JobAlertFrequency, userIds: readonly string[]): Promise<Set<string>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    veteranRecords: VeteranRecords;
  }
}
