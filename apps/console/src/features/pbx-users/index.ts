/** What other areas show of the PBX users: their table (the profile's users page). */
export { UsersTable } from './UsersTable';
