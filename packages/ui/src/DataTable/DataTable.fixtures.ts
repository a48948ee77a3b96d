import type { DataTableColumn } from './DataTable.types';

/** A users-table row as the console shows it (spec §2 "Users table"); sample data for stories and tests. */
export interface SampleUser {
  id: string;
  username: string;
  description: string;
  extension: string;
  timezone: string;
  createdAt: Date;
  updatedAt: Date;
  active: boolean;
}

const names = [
  'anna',
  'boris',
  'carla',
  'dmitri',
  'elena',
  'farid',
  'greta',
  'hugo',
  'ines',
  'jonas',
  'kira',
  'liam',
];
const roles = ['Sales desk', 'Support line', 'Night shift', 'Billing', 'Reception', 'Warehouse'];
const zones = [
  'Europe/Berlin',
  'Europe/Sofia',
  'Asia/Dhaka',
  'America/New_York',
  'Europe/Madrid',
  'Asia/Dubai',
];
/** The entry at `index`, wrapping around: sample lists repeat. */
const pick = (list: readonly string[], index: number) => list[index % list.length] ?? '';
const start = Date.UTC(2024, 0, 15, 9, 30);
const hour = 3_600_000;

/** `count` users, the same on every call: no randomness, fixed dates. */
export function sampleUsers(count: number): SampleUser[] {
  return Array.from({ length: count }, (_, index) => {
    const round = Math.floor(index / names.length);
    return {
      id: `u${index + 1}`,
      username: round === 0 ? pick(names, index) : `${pick(names, index)}${round}`,
      description: `${pick(roles, index)} ${(index % 7) + 1}`,
      extension: String(100 + ((index * 37) % 900)),
      timezone: pick(zones, index * 5),
      createdAt: new Date(start + index * 7 * hour),
      updatedAt: new Date(start + index * 7 * hour + ((index * 13) % 48) * hour),
      active: index % 4 !== 3,
    };
  });
}

/** The users-table columns: search over username and description (spec §2). */
export const sampleUserColumns: DataTableColumn<SampleUser>[] = [
  { id: 'username', header: 'Username', accessor: 'username', searchable: true },
  { id: 'description', header: 'Description', accessor: 'description', searchable: true },
  { id: 'extension', header: 'Extension', accessor: 'extension', align: 'end' },
  { id: 'timezone', header: 'Timezone', accessor: 'timezone' },
  {
    id: 'createdAt',
    header: 'Created at',
    accessor: 'createdAt',
    nowrap: true,
    cell: (user) => user.createdAt.toISOString().slice(0, 16).replace('T', ' '),
  },
  {
    id: 'updatedAt',
    header: 'Updated at',
    accessor: 'updatedAt',
    nowrap: true,
    cell: (user) => user.updatedAt.toISOString().slice(0, 16).replace('T', ' '),
  },
];
