/**
 * Matching a visitor's IP against a widget's blacklist (IPv4, IPv6 and CIDR ranges) with ipaddr.js.
 * IPv4-mapped IPv6 addresses (`::ffff:1.2.3.4`, as dual-stack sockets report IPv4 clients) are
 * matched as the IPv4 address they carry.
 */
import ipaddr from 'ipaddr.js';

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

/** Compiles the entries once (they are cached with the widget); unparsable entries are skipped. */
export function blacklistMatcher(entries: readonly string[]): (ip: string) => boolean {
  const ranges: Range[] = [];
  for (const entry of entries) {
    try {
      if (entry.includes('/')) ranges.push(ipaddr.parseCIDR(entry));
      else {
        const address = ipaddr.process(entry);
        ranges.push([address, address.kind() === 'ipv4' ? 32 : 128]);
      }
    } catch {
      // Stored entries were validated; an unreadable one blocks nobody.
    }
  }
  if (ranges.length === 0) return () => false;
  return (ip) => {
    let address: ipaddr.IPv4 | ipaddr.IPv6;
    try {
      address = ipaddr.process(ip);
    } catch {
      return false;
    }
    return ranges.some(([network, bits]) => {
      if (network.kind() === 'ipv4' && address.kind() === 'ipv4') {
        return (address as ipaddr.IPv4).match(network as ipaddr.IPv4, bits);
      }
      if (network.kind() === 'ipv6' && address.kind() === 'ipv6') {
        return (address as ipaddr.IPv6).match(network as ipaddr.IPv6, bits);
      }
      // An IPv4 visitor against a range written as IPv4-mapped IPv6.
      if (network.kind() === 'ipv6' && address.kind() === 'ipv4' && bits >= 96) {
        return (address as ipaddr.IPv4).toIPv4MappedAddress().match(network as ipaddr.IPv6, bits);
      }
      return false;
    });
  };
}
