/**
 * Which webhook URLs the API will post to. In production (WEBHOOKS_ALLOW_PRIVATE unset) only
 * https, and only to hosts whose every address is public: a webhook must not become a way to make
 * requests into the provider's own network (SSRF). The check runs when an endpoint is saved and
 * again before each attempt, since a name may resolve elsewhere later. Development and tests allow
 * http and private addresses (receivers on localhost).
 */
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  PRIVATE.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE.addSubnet(net, prefix, 'ipv6');
}

/** Loopback, private, link-local, shared, multicast or unspecified (IPv4-mapped IPv6 included). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPrivateAddress(mapped);
  const family = isIP(address);
  if (family === 0) return true;
  return PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Why the API will not post to `url`, or null when it will. */
export async function webhookUrlError(url: string, allowPrivate: boolean): Promise<string | null> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'Enter valid URL';
  }
  if (allowPrivate)
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? null : 'Enter valid URL';
  if (parsed.protocol !== 'https:') return 'The URL must start with https://';
  if (parsed.username || parsed.password) return 'The URL must not carry a user name or password';
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host)
      ? [host]
      : (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
  } catch {
    return 'The URL’s host could not be found';
  }
  return addresses.length === 0 || addresses.some(isPrivateAddress)
    ? 'The URL must point to a public address'
    : null;
}
