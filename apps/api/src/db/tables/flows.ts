/**
 * Call flows and their versions. A version's graph and settings are JSON (the contract's FlowGraph
 * and FlowSettings, checked by its structs before they are written). At most one version of a flow
 * is active: activation switches it in one transaction and a partial unique index holds the rule
 * even against two activations racing.
 */
import type { FlowGraph, FlowSettings } from '@switchboard/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountId } from './accounts.js';
import { createdAt, updatedAt } from './columns.js';

export const flows = pgTable(
  'flows',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: accountId(),
    name: text('name').notNull(),
    flowType: text('flow_type').notNull(),
    clientNumber: text('client_number').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('flows_account_idx').on(t.accountId)],
);

export const flowVersions = pgTable(
  'flow_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: accountId(),
    flowId: integer('flow_id')
      .notNull()
      .references(() => flows.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    isActive: boolean('is_active').notNull().default(false),
    settings: jsonb('settings').$type<FlowSettings>().notNull(),
    graph: jsonb('graph').$type<FlowGraph>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('flow_versions_flow_idx').on(t.flowId),
    uniqueIndex('flow_versions_one_active_key').on(t.flowId).where(sql`${t.isActive}`),
  ],
);
