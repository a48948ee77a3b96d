/**
 * Tenants and who logs in to them: accounts, their owners (root users), sessions and their tokens,
 * mail, the audit log and server-wide settings. `accountId()` is the column every tenant table
 * refers to its account with (deleted with the account).
 */
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';

/** A tenant, with the company fields of the profile. */
export const accounts = pgTable('accounts', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  balance: numeric('balance', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
  companyName: text('company_name'),
  vatNumber: text('vat_number'),
  companyAddress: text('company_address'),
  companyCountry: text('company_country'),
  companyManager: text('company_manager'),
  companyEmail: text('company_email'),
  logoPath: text('logo_path'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The account owner: logs in with email and password (root login). Exactly one per account. */
export const rootUsers = pgTable('root_users', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  accountId: integer('account_id')
    .notNull()
    .unique()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  /** Stored lower-cased, so uniqueness and lookups ignore case. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  phone: text('phone'),
  timezone: text('timezone'),
  userLang: text('user_lang').notNull().default('en'),
  userPhoto: text('user_photo'),
  /** Platform administrator: may impersonate users. Only ADMIN_EMAIL creates one. */
  isAdmin: boolean('is_admin').notNull().default(false),
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const accountId = () =>
  integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' });

/**
 * A login session = a refresh-token family. Rotation keeps the id; reuse of a spent token, logout
 * or a password reset revokes it, and access tokens of a revoked session stop working at once.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    subjectKind: text('subject_kind', { enum: ['root', 'user'] }).notNull(),
    subjectId: integer('subject_id').notNull(),
    /** The administrator (root user id) acting as the subject, when impersonating. */
    actorId: integer('actor_id').references(() => rootUsers.id, { onDelete: 'cascade' }),
    /** The administrator's session an impersonation was started from: it ends with that session. */
    parentSessionId: uuid('parent_session_id').references((): AnyPgColumn => sessions.id, {
      onDelete: 'cascade',
    }),
    remember: boolean('remember').notNull().default(false),
    createdAt: createdAt(),
    /** When an impersonation ends by itself (IMPERSONATION_MINUTES after it started); null otherwise. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('sessions_subject_idx').on(t.subjectKind, t.subjectId)],
);

/** Refresh tokens, stored as sha256 hex of the random token; the token itself is never stored. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

/** Email verification and password reset tokens (sha256 hex, single use, expiring). */
export const emailTokens = pgTable('email_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  rootUserId: integer('root_user_id')
    .notNull()
    .references(() => rootUsers.id, { onDelete: 'cascade' }),
  purpose: text('purpose', { enum: ['verify', 'reset'] }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Mail waiting for (or, without SMTP, standing in for) delivery. */
export const outbox = pgTable('outbox', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  kind: text('kind').notNull(),
  createdAt: createdAt(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

/** Who did what on behalf of whom; impersonation starts and ends are written here. */
export const auditLog = pgTable('audit_log', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  actorId: integer('actor_id').notNull(),
  actorAccountId: integer('actor_account_id').notNull(),
  action: text('action').notNull(),
  targetKind: text('target_kind').notNull(),
  targetId: integer('target_id').notNull(),
  targetAccountId: integer('target_account_id').notNull(),
  /** Why the administrator acted as the user (impersonation starts). */
  reason: text('reason'),
  ip: text('ip'),
  createdAt: createdAt(),
});

/** Server-wide key/value settings, e.g. the generated JWT secret when JWT_SECRET is unset. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
