import { isIPv6 } from 'node:net';

/**
 * The key a client IP is counted under: IPv4 as it is, IPv6 by its /64 prefix (one subscriber
 * usually holds a whole /64, so counting single addresses would be trivial to dodge). An IPv4-mapped
 * IPv6 address (::ffff:1.2.3.4) counts as its IPv4 address.
 */
export function clientIpKey(ip: string | undefined): string {
  if (!ip) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head, tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
