/**
 * Rows → wire shapes of the contract. Every response goes through one of these, and none copies a
 * password hash: the functions list the fields they send.
 */
import type { CompanyInfo, Extension, Flag, PbxUser, Profile, UserInfo } from '@switchboard/contract';
import type { accounts, extensions, pbxUsers, rootUsers } from './db/schema.js';

type AccountRow = typeof accounts.$inferSelect;
type RootUserRow = typeof rootUsers.$inferSelect;
type PbxUserRow = typeof pbxUsers.$inferSelect;
type ExtensionRow = typeof extensions.$inferSelect;

const flag = (value: boolean): Flag => (value ? 1 : 0);

/** `domain` is the host of the user's domain (read with a join). */
export function toPbxUser(row: PbxUserRow, extensionNumber: string | null, domain: string): PbxUser {
  return {
    id: row.id,
    description: row.description,
    username: row.username,
    extension_id: row.extensionId,
    extension: extensionNumber === null ? null : { extension: extensionNumber },
    timezone: row.timezone,
    domain_id: row.domainId,
    domain,
    is_active: flag(row.isActive),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** `domain` is the host of the extension's domain (read with a join). */
export function toExtension(row: ExtensionRow, domain: string): Extension {
  return {
    id: row.id,
    extension: row.extension,
    is_active: flag(row.isActive),
    description: row.description,
    status: row.status,
    presentation_number: row.presentationNumber,
    domain_id: row.domainId,
    domain,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toCompanyInfo(account: AccountRow): CompanyInfo {
  return {
    company_name: account.companyName,
    vat_number: account.vatNumber,
    company_address: account.companyAddress,
    company_country: account.companyCountry,
    company_manager: account.companyManager,
    logo_path: account.logoPath,
    company_email: account.companyEmail,
  };
}

interface ProfileSource {
  account: AccountRow;
  owner: RootUserRow;
  /** Set when the session is a user within the account. */
  user: PbxUserRow | null;
  isAdmin: boolean;
  impersonating: boolean;
}

export function toProfile({ account, owner, user, isAdmin, impersonating }: ProfileSource): Profile {
  const verifiedAt = owner.emailVerifiedAt?.toISOString() ?? null;
  const base = {
    account_id: account.id,
    balance: account.balance,
    email_verified_at: verifiedAt,
    email_verified: verifiedAt !== null,
    is_admin: isAdmin,
    impersonating,
  };
  const userInfo: UserInfo = user
    ? {
        ...base,
        id: user.id,
        name: user.username,
        email: null,
        user_phonenumber: null,
        timezone: user.timezone,
        user_lang: owner.userLang,
        user_photo: null,
        user_type: 'user',
      }
    : {
        ...base,
        id: owner.id,
        name: owner.name,
        email: owner.email,
        user_phonenumber: owner.phone,
        timezone: owner.timezone,
        user_lang: owner.userLang,
        user_photo: owner.userPhoto,
        user_type: 'admin',
      };
  return { user_info: userInfo, company_info: toCompanyInfo(account) };
}
