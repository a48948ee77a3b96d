import { describe, expect, it } from 'vitest';
import { matchesEtag } from '../lib/content-coding.js';
import { blacklistMatcher } from './blacklist.js';
import { normalizeBlacklist } from './normalize.js';

describe('blacklistMatcher', () => {
  const blocked = blacklistMatcher(
    normalizeBlacklist(['192.0.2.1', '10.0.0.0/8', '2001:db8::/32', '::1', '::ffff:198.51.100.0/120'], 'ips'),
  );

  it('matches addresses and ranges of both families', () => {
    for (const ip of [
      '192.0.2.1',
      '10.255.0.1',
      '2001:db8:ffff::1',
      '::1',
      '::ffff:10.0.0.1',
      '198.51.100.77',
    ]) {
      expect([ip, blocked(ip)]).toEqual([ip, true]);
    }
    for (const ip of ['192.0.2.2', '11.0.0.1', '2001:db9::1', '::2', 'unknown', '']) {
      expect([ip, blocked(ip)]).toEqual([ip, false]);
    }
  });

  it('blocks nobody when empty', () => {
    expect(blacklistMatcher([])('1.2.3.4')).toBe(false);
  });
});

describe('matchesEtag', () => {
  it('compares If-None-Match lists, weakly, and knows *', () => {
    expect(matchesEtag('"a", "b"', '"b"')).toBe(true);
    expect(matchesEtag('W/"b"', '"b"')).toBe(true);
    expect(matchesEtag('*', '"b"')).toBe(true);
    expect(matchesEtag('"c"', '"b"')).toBe(false);
    expect(matchesEtag(undefined, '"b"')).toBe(false);
  });
});
