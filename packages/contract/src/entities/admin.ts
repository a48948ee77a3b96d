/** The administrator's accounts directory (issue 26). */

/** One account as the directory lists it. Amounts are EUR, with the minor units beside them. */
export interface AdminAccount {
  id: number;
  owner_name: string;
  owner_email: string;
  email_verified: boolean;
  company_name: string;
  balance: number;
  balance_minor: number;
  created_at: string;
}

/** A page of the directory, newest account first. */
export interface AdminAccountList {
  accounts: AdminAccount[];
  total: number;
  page: number;
  page_size: number;
}

/** One account with the users within it, whom the administrator may act as. */
export interface AdminAccountDetail {
  account: AdminAccount;
  users: { id: number; username: string; description: string; is_active: boolean }[];
}
