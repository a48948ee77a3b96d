import type { Flag, Timestamp } from './common.js';

/** A user within an account (hosted PBX user). The password is write-only: it never comes back. */
export interface PbxUser {
  id: number;
  description: string;
  username: string;
  extension_id: number | null;
  /** The assigned extension's number, or null when none is assigned. */
  extension: { extension: string } | null;
  timezone: string | null;
  /** The domain the user belongs to (the account's default unless chosen). */
  domain_id: number;
  /** That domain's host. */
  domain: string;
  is_active: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** An internal number. Its SIP password is write-only. */
export interface Extension {
  id: number;
  extension: string;
  is_active: Flag;
  description: string;
  /** Defaults to 1 (spec §9). */
  status: number;
  presentation_number: string | null;
  /** The domain the extension belongs to (the account's default unless chosen). */
  domain_id: number;
  /** That domain's host. */
  domain: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A number the account may present as caller id (GET /admin/xpbx/number). */
export interface PresentationNumber {
  id: number;
  number: string;
  description: string;
}

/** Answer of DELETE and of PUT on PBX resources: the id that was touched. */
export interface IdResponse {
  id: number;
}
