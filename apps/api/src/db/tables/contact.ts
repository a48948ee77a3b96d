/** Messages sent through the public site's contact form (no account: visitors write them). */
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

export const contactMessages = pgTable('contact_messages', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  department: text('department', { enum: ['Sales', 'Support'] }).notNull(),
  message: text('message').notNull(),
  ip: text('ip'),
  createdAt: createdAt(),
});
