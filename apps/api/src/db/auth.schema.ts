import { USER_ROLES } from '@waypoint/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/*
 * better-auth's four tables. Property names are the field names better-auth writes (its Drizzle adapter
 * addresses columns by them); column names follow our snake_case. Ids are UUIDs (`generateId: 'uuid'`).
 */

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

const ROLE_LIST = USER_ROLES.map((role) => `'${role}'`).join(', ');

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Always stored trimmed and lower-cased. */
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    /** Display name ("firstName lastName" unless the user chose one). */
    name: text('name').notNull(),
    image: text('image'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** E.164 (`+15555550123`): ten digits typed without a country code are a U.S. number. */
    phoneNumber: text('phone_number'),
    role: text('role', { enum: USER_ROLES }).notNull().default('veteran'),
    ...timestamps,
  },
  (table) => [check('users_role_check', sql`${table.role} in (${sql.raw(ROLE_LIST)})`)],
);

/**
 * One row per signed-in device. `token` is the bearer token (better-auth's 32 random characters, ~190 bits).
 * `expiresAt` is the absolute end (sign-in + SESSION_ABSOLUTE_HOURS, never extended); `updatedAt` is the last
 * activity, from which the idle timeout counts.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    token: text('token').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    ...timestamps,
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

/** Credentials per provider; for e-mail + password, `providerId` is 'credential' and `password` the argon2id hash. */
export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...timestamps,
  },
  (table) => [index('accounts_user_id_idx').on(table.userId)],
);

/** Single-use secrets such as password-reset tokens; `identifier` is stored hashed (SHA-256). */
export const verifications = pgTable(
  'verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [index('verifications_identifier_idx').on(table.identifier)],
);

/**
 * Fixed-window counters for sign-in, sign-up, reset and verification requests, keyed per account (hashed
 * address) and per IP. In the database so every API instance sees the same counts.
 */
export const authThrottle = pgTable(
  'auth_throttle',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('auth_throttle_reset_at_idx').on(table.resetAt)],
);
