/**
 * Queues with their members, actions, rules, VIP and black numbers, and ring groups with their
 * members. Every table carries `account_id`; options also their parent's id (deleted with it). A
 * deleted sound file leaves an action or a group's music on hold without a file (null); a deleted
 * timeslot takes its rules along. The routes check that what a body names is the account's.
 */
import { boolean, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountId } from './accounts.js';
import { createdAt, updatedAt } from './columns.js';
import { soundFiles, timeslots } from './media.js';
import { pbxUsers } from './pbx.js';

const queueId = () =>
  integer('queue_id')
    .notNull()
    .references(() => queues.id, { onDelete: 'cascade' });

export const queues = pgTable(
  'queues',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: accountId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    priority: integer('priority').notNull().default(0),
    weight: integer('weight').notNull().default(0),
    wrapupTime: integer('wrapup_time').notNull().default(0),
    timeout: integer('timeout').notNull().default(15),
    unblock: integer('unblock').notNull().default(0),
    strategy: text('strategy').notNull().default('ringall'),
    queueNumber: text('queue_number').notNull(),
    connectToLastAgent: boolean('connect_to_last_agent').notNull().default(false),
    agentSearchPeriod: integer('agent_search_period').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('queues_account_number_key').on(t.accountId, t.queueNumber)],
);

export const queueMembers = pgTable(
  'queue_members',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: accountId(),
    queueId: queueId(),
    userId: integer('user_id')
      .notNull()
      .references(() => pbxUsers.id, { onDelete: 'cascade' }),
    workplace: text('workplace').notNull().default(''),
    autoAnswerSeconds: integer('auto_answer_seconds').notNull().default(0),
    skillLevel: integer('skill_level').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('queue_members_queue_user_key').on(t.queueId, t.userId)],
);

export const queueActions = pgTable(
  'queue_actions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: accountId(),
    queueId: queueId(),
    name: text('name').notNull(),
    action: text('action').notNull(),
    soundFileId: integer('sound_file_id').references(() => soundFiles.id, { onDelete: 'set null' }),
    timeFrom: integer('time_from').notNull().default(0),
    timeTo: integer('time_to').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('queue_actions_queue_idx').on(t.queueId)],
);

export const queueRules = pgTable(
  'queue_rules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: accountId(),
    queueId: queueId(),
    name: text('name').notNull(),
    timeslotId: integer('timeslot_id')
      .notNull()
      .references(() => timeslots.id, { onDelete: 'cascade' }),
    increasePeriod: integer('increase_period').notNull(),
    increaseWeight: integer('increase_weight').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('queue_rules_queue_idx').on(t.queueId)],
);

export const queueVipNumbers = pgTable(
  'queue_vip_numbers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: accountId(),
    queueId: queueId(),
    callingNumber: text('calling_number').notNull(),
    weight: integer('weight').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('queue_vip_numbers_queue_number_key').on(t.queueId, t.callingNumber)],
);

export const queueBlackNumbers = pgTable(
  'queue_black_numbers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: accountId(),
    queueId: queueId(),
    callingNumber: text('calling_number').notNull(),
    /** The last day the number is refused (YYYY-MM-DD); null: no end. */
    validTo: date('valid_to', { mode: 'string' }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('queue_black_numbers_queue_number_key').on(t.queueId, t.callingNumber)],
);

export const ringGroups = pgTable(
  'ring_groups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: accountId(),
    name: text('name').notNull(),
    ringTime: integer('ring_time').notNull().default(30),
    strategy: text('strategy').notNull().default('ringall'),
    mohSoundFileId: integer('moh_sound_file_id').references(() => soundFiles.id, { onDelete: 'set null' }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('ring_groups_account_idx').on(t.accountId)],
);

export const ringGroupMembers = pgTable(
  'ring_group_members',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: accountId(),
    ringGroupId: integer('ring_group_id')
      .notNull()
      .references(() => ringGroups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    number: text('number').notNull(),
    ringTime: integer('ring_time').notNull().default(30),
    userId: integer('user_id').references(() => pbxUsers.id, { onDelete: 'set null' }),
    /** The ordered strategy's order, 0 first; a new member goes last. */
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('ring_group_members_group_idx').on(t.ringGroupId, t.position)],
);
