import type { ActivityEntry } from '@switchboard/contract';

/** One change as POST /admin/activity lists it: a PBX user renamed from frank to franky by default. */
export const activityEntry = (
  id: number,
  action: string,
  overrides: Partial<ActivityEntry> = {},
): ActivityEntry => ({
  id,
  account_id: 1,
  created_at: '2026-11-20T10:00:00.000Z',
  who: { kind: 'root', id: 1, name: 'Anna Schmidt' },
  acting_admin_id: null,
  action,
  method: 'PUT',
  path: `/admin/xpbx/user/${id}`,
  before: { id, username: 'frank' },
  after: { id, username: 'franky' },
  ip: '203.0.113.7',
  ...overrides,
});
