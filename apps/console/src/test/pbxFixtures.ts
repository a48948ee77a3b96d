import type { Extension, PbxUser } from '@switchboard/contract';
import { fakeApi, json, profile } from './fakeApi';

const STAMP = '2026-01-01T09:00:00.000Z';

export function pbxUser(id: number, username: string, overrides: Partial<PbxUser> = {}): PbxUser {
  return {
    id,
    username,
    description: `${username} description`,
    extension_id: null,
    extension: null,
    timezone: null,
    domain_id: 1,
    domain: 'account-1.pbx.local',
    is_active: 1,
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}

export function extension(id: number, number: string, overrides: Partial<Extension> = {}): Extension {
  return {
    id,
    extension: number,
    is_active: 1,
    description: '',
    status: 1,
    presentation_number: null,
    domain_id: 1,
    domain: 'account-1.pbx.local',
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}

/**
 * The PBX endpoints over an in-memory account: lists, details, writes (PUT merges the body into the
 * row, DELETE removes it), free extensions, time zones and presentation numbers.
 */
export function fakePbxApi(seed: { users?: PbxUser[]; extensions?: Extension[] } = {}) {
  const users = [...(seed.users ?? [])];
  const extensions = [...(seed.extensions ?? [])];
  let nextId = 100;
  const routes: Record<string, unknown> = {
    'GET /admin/me': profile(),
    'GET /admin/timezones': [
      { name: 'Select timezone', offset: '' },
      { name: 'Europe/Berlin', offset: '+01:00' },
      { name: 'Europe/Sofia', offset: '+02:00' },
    ],
    'GET /admin/xpbx/number': [{ id: 1, number: '+35924001000', description: 'Main line' }],
    'GET /admin/xpbx/domain': [
      {
        id: 1,
        domain: 'account-1.pbx.local',
        number_pattern: '',
        timezone: null,
        is_default: 1,
        created_at: STAMP,
        updated_at: STAMP,
      },
    ],
    'GET /admin/xpbx/user': () => json(users),
    'GET /admin/xpbx/extension': () => json(extensions),
    'GET /admin/xpbx/free/extension': () =>
      json(extensions.filter((row) => !users.some((user) => user.extension_id === row.id))),
    'POST /admin/xpbx/user': ({ body }: { body: Partial<PbxUser> & { password?: string } }) => {
      const { password: _password, ...rest } = body;
      const created = pbxUser(nextId++, String(body.username), rest);
      users.push(created);
      return json(created, 201);
    },
    'POST /admin/xpbx/extension': ({ body }: { body: Partial<Extension> & { password?: string } }) => {
      const { password: _password, ...rest } = body;
      const created = extension(nextId++, String(body.extension), rest);
      extensions.push(created);
      return json(created, 201);
    },
  };
  for (const user of users) {
    routes[`GET /admin/xpbx/free/extension/${user.id}`] = () =>
      json(extensions.filter((row) => !users.some((u) => u.extension_id === row.id && u.id !== user.id)));
    routes[`PUT /admin/xpbx/user/${user.id}`] = ({ body }: { body: Partial<PbxUser> }) => {
      const { password: _password, ...rest } = body as Partial<PbxUser> & { password?: string };
      Object.assign(user, rest);
      return json(user);
    };
    routes[`DELETE /admin/xpbx/user/${user.id}`] = () => {
      users.splice(users.indexOf(user), 1);
      return json({ id: user.id });
    };
  }
  for (const row of extensions) {
    routes[`PUT /admin/xpbx/extension/${row.id}`] = ({ body }: { body: Partial<Extension> }) => {
      // As the API does: a null number keeps the stored one; passwords are never stored here.
      const { password: _password, ...rest } = body as Partial<Extension> & { password?: string };
      Object.assign(row, { ...rest, extension: rest.extension || row.extension });
      return json(row);
    };
    routes[`DELETE /admin/xpbx/extension/${row.id}`] = () => {
      extensions.splice(extensions.indexOf(row), 1);
      return json({ id: row.id });
    };
  }
  return { ...fakeApi(routes), routes, users, extensions };
}

/** The calls of one method to paths starting with `prefix`. */
export function callsTo(
  calls: readonly { method: string; path: string; body: unknown }[],
  method: string,
  prefix: string,
) {
  return calls.filter((call) => call.method === method && call.path.startsWith(prefix));
}
