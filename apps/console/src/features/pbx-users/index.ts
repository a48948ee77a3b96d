/** What other areas show of the PBX users: their table (the profile's users page). */

/** Acting as a user of any account (the administrator's accounts directory): the reason asked first. */
export { ActAsDialog } from './ActAsDialog';
export { UsersTable } from './UsersTable';
export { useUserLogin } from './useUserLogin';
