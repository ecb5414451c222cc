import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { stores } from './stores.ts';

/** People who run a store from its dashboard. No password hash until an invitation is accepted. */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** Lower-cased: sign-in matches it ignoring case. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role').notNull(),
    /** scrypt, in the self-describing format of modules/staff/passwords.ts. */
    passwordHash: text('password_hash'),
    /**
     * The authenticator app's TOTP secret, AES-256-GCM encrypted (modules/staff/two-factor-secret.ts,
     * decision 0075); null without two-factor sign-in. `totpPendingSecret` is one being enrolled,
     * until its first code confirms it.
     */
    totpSecret: text('totp_secret'),
    totpPendingSecret: text('totp_pending_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The time step of the last code accepted: a code is used once, never replayed. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('staff_users_store_email').on(t.storeId, t.email),
    check('staff_users_role', sql`${t.role} in ('owner', 'staff')`),
  ],
);

/** Server-side sessions: the cookie holds a random id, the table only its SHA-256. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Idle expiry: moved forward as the session is used. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /**
     * 'full', or a password-only session waiting for its second step: 'two-factor-code' (enter
     * the authenticator's code) or 'two-factor-enrolment' (the store requires two-factor sign-in
     * and the person has none yet). Only the sign-in steps accept a session that is not full.
     */
    stage: text('stage').notNull().default('full'),
    /** The browser's User-Agent at sign-in (first 300 characters), for the list of open sessions. */
    userAgent: text('user_agent'),
  },
  (t) => [
    index('staff_sessions_user').on(t.userId),
    index('staff_sessions_expiry').on(t.expiresAt),
    check('staff_sessions_stage', sql`${t.stage} in ('full', 'two-factor-code', 'two-factor-enrolment')`),
  ],
);

/** Single-use recovery codes for two-factor sign-in: ten at enrolment, only their SHA-256 kept. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('staff_recovery_codes_user_code').on(t.userId, t.codeHash)],
);

/** A store's rules for its dashboard accounts (owners set them): two-factor sign-in for everyone. */
export const storeAccountPolicies = pgTable('store_account_policies', {
  storeId: uuid('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  requireTwoFactor: boolean('require_two_factor').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time links: invitations (24 h) and password resets (1 h); hashed, used once. */
export const staffTokens = pgTable(
  'staff_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('staff_tokens_user').on(t.userId),
    check('staff_tokens_kind', sql`${t.kind} in ('invitation', 'password-reset')`),
  ],
);
