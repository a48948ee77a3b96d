import type { SubjectKind } from './auth.js';

/** One change in an account's activity (issue: audit). */
export interface ActivityEntry {
  id: number;
  account_id: number;
  created_at: string;
  /** Whose session made the change, with their name at the time. */
  who: { kind: SubjectKind; id: number; name: string };
  /** The administrator acting as `who`, if one was. */
  acting_admin_id: number | null;
  /** The contract entry's name, e.g. `updatePbxUser`. */
  action: string;
  method: string;
  path: string;
  /** The item as it was read before the change (null for a creation, or where nothing reads it). */
  before: unknown;
  /** The answer of the change, secrets left out. */
  after: unknown;
  ip: string | null;
}

/** The newest entries that match (at most `limit`), and whether older ones were left out. */
export interface ActivityList {
  entries: ActivityEntry[];
  limit: number;
  truncated: boolean;
}
