/**
 * IP address and CIDR range syntax for the widget's blacklist, in plain TypeScript so the console
 * checks what the server checks. IPv4 in dotted-quad form without leading zeros; IPv6 in any RFC 4291
 * text form (`::` once, an embedded IPv4 tail), without zone ids; a range is `address/prefix` with a
 * prefix up to 32 or 128.
 */

const OCTET = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`^${OCTET}(\\.${OCTET}){3}$`);
const HEXTET = /^[0-9a-f]{1,4}$/i;

export function isIpv4(text: string): boolean {
  return IPV4.test(text);
}

export function isIpv6(text: string): boolean {
  if (!/^[0-9a-f:.]+$/i.test(text) || !text.includes(':')) return false;
  let body = text;
  const lastColon = text.lastIndexOf(':');
  const tail = text.slice(lastColon + 1);
  if (tail.includes('.')) {
    // An embedded IPv4 address takes the place of the last two groups.
    if (!isIpv4(tail)) return false;
    body = `${text.slice(0, lastColon + 1)}0:0`;
  }
  const halves = body.split('::');
  if (halves.length > 2) return false;
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const all = [...groups(halves[0] ?? ''), ...groups(halves[1] ?? '')];
  if (!all.every((group) => HEXTET.test(group))) return false;
  return halves.length === 2 ? all.length <= 7 : all.length === 8;
}

export function isIpAddress(text: string): boolean {
  return isIpv4(text) || isIpv6(text);
}

/** An address, or a range `address/prefix`. */
export function isIpOrCidr(text: string): boolean {
  const slash = text.indexOf('/');
  if (slash === -1) return isIpAddress(text);
  const address = text.slice(0, slash);
  const prefix = text.slice(slash + 1);
  if (!/^\d{1,3}$/.test(prefix)) return false;
  const bits = Number(prefix);
  if (isIpv4(address)) return bits <= 32;
  if (isIpv6(address)) return bits <= 128;
  return false;
}
