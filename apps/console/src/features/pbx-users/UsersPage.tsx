import { UsersTable } from './UsersTable';

/** /xpbx/settings/users: the account's PBX users, managed (spec §2 "Users table"). */
export function UsersPage() {
  return <UsersTable mode="manage" />;
}
