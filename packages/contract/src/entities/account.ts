import type { Timestamp } from './common.js';

/** A tenant. Everything a customer owns (users, extensions, numbers) hangs off one account. */
export interface Account {
  id: number;
  created_at: Timestamp;
}

/** Who a profile belongs to: the account owner ('admin', the default) or a user within an account. */
export type UserType = 'admin' | 'user';

/** The personal half of GET /admin/profile. */
export interface UserInfo {
  /** Root user id, or PBX user id when `user_type` is 'user'. */
  id: number;
  account_id: number;
  name: string;
  /** Null for a user within an account (they log in with a username). */
  email: string | null;
  user_phonenumber: string | null;
  /** Account balance in euro; 0 when never recharged. */
  balance: number;
  timezone: string | null;
  user_lang: string;
  user_photo: string | null;
  /** Verification time of the account owner's email; null until verified. */
  email_verified_at: Timestamp | null;
  email_verified: boolean;
  user_type: UserType;
  /** Carries the platform-admin claim of the session (spec §6). */
  is_admin: boolean;
  /** True when an administrator is acting as this user. */
  impersonating: boolean;
}

/** The company half of GET /admin/profile. Empty strings until the owner fills the company form. */
export interface CompanyInfo {
  company_name: string | null;
  vat_number: string | null;
  company_address: string | null;
  company_country: string | null;
  company_manager: string | null;
  logo_path: string | null;
  company_email: string | null;
}

/** GET /admin/profile and GET /admin/me. */
export interface Profile {
  user_info: UserInfo;
  company_info: CompanyInfo;
}
