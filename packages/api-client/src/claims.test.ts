import { describe, expect, it } from 'vitest';
import { decodeClaims, expiresWithin } from './claims.js';
import { defaultStorages, memoryStorage } from './storage.js';

const base64url = (value: unknown) =>
  Buffer.from(JSON.stringify(value))
    .toString('base64')
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const jwt = (claims: unknown) => `${base64url({ alg: 'HS256' })}.${base64url(claims)}.signature`;

describe('decodeClaims', () => {
  it('reads the payload without verifying it, UTF-8 included', () => {
    expect(decodeClaims(jwt({ sub: 'root:1', is_admin: true, name: 'Ана ☎' }))).toEqual({
      sub: 'root:1',
      is_admin: true,
      name: 'Ана ☎',
    });
  });

  it('is null for what is not a JWT', () => {
    expect(decodeClaims('opaque-refresh-token')).toBeNull();
    expect(decodeClaims('a.%%%.c')).toBeNull();
    expect(decodeClaims(`x.${base64url('text')}.y`)).toBeNull();
  });
});

describe('expiresWithin', () => {
  const token = jwt({ exp: 1_000 });
  it('is true from the threshold before exp on', () => {
    expect(expiresWithin(token, 10_000, 989_999)).toBe(false);
    expect(expiresWithin(token, 10_000, 990_000)).toBe(true);
    expect(expiresWithin(token, 10_000, 2_000_000)).toBe(true);
  });

  it('takes a token without exp as fresh', () => {
    expect(expiresWithin(jwt({ sub: 'x' }), 10_000, Date.now())).toBe(false);
  });
});

describe('storages', () => {
  it('fall back to memory outside browsers', () => {
    const { session, local } = defaultStorages();
    session.setItem('token', 'a');
    expect(session.getItem('token')).toBe('a');
    expect(local.getItem('token')).toBeNull();
  });

  it('memoryStorage behaves like Web Storage', () => {
    const storage = memoryStorage({ a: '1' });
    storage.setItem('b', '2');
    storage.removeItem('a');
    expect(storage.getItem('a')).toBeNull();
    expect(storage.snapshot()).toEqual({ b: '2' });
  });
});
