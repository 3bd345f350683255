// Decides whether an outbound request may reach a host. Every address a name resolves to is checked, so a
// name that points at loopback, a private network or a cloud metadata service is refused just like the
// literal address would be (SSRF). FETCH_ALLOWED_HOSTS lifts the guard for named hosts, IPs or CIDRs.
import { BlockList, isIP } from 'node:net';

const METADATA_NAMES = new Set([
  'metadata.google.internal',
  'metadata',
  'instance-data',
  'instance-data.ec2.internal',
]);

const BLOCKED = new BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8], // "this network", includes the unspecified address
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, includes 169.254.169.254 (metadata)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, includes broadcast
] as const) {
  BLOCKED.addSubnet(prefix, bits, 'ipv4');
}
for (const [prefix, bits] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['fc00::', 7], // unique local, includes fd00:ec2::254 (metadata)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // deprecated site-local
  ['ff00::', 8], // multicast
] as const) {
  BLOCKED.addSubnet(prefix, bits, 'ipv6');
}

/** The IPv4 address behind an IPv4-mapped (::ffff:a.b.c.d) or NAT64 (64:ff9b::a.b.c.d) IPv6 address. */
function embeddedIPv4(address: string): string | undefined {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1];
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (!hex) return undefined;
  const high = parseInt(hex[1], 16);
  const low = parseInt(hex[2], 16);
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

/** Strips IPv6 brackets and a zone id, and turns embedded IPv4 into plain IPv4. */
export function normaliseAddress(address: string): { address: string; family: 'ipv4' | 'ipv6' } | undefined {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const version = isIP(bare);
  if (version === 4) return { address: bare, family: 'ipv4' };
  if (version !== 6) return undefined;
  const v4 = embeddedIPv4(bare);
  return v4 && isIP(v4) === 4 ? { address: v4, family: 'ipv4' } : { address: bare, family: 'ipv6' };
}

/** True for addresses no public document or license source lives on. */
export function isBlockedAddress(address: string): boolean {
  const normal = normaliseAddress(address);
  if (!normal) return true;
  return BLOCKED.check(normal.address, normal.family);
}

/** Parses FETCH_ALLOWED_HOSTS: comma-separated host names, IPs or CIDRs, trimmed and lower-cased. */
export function parseAllowedHosts(env: string | undefined): string[] {
  if (!env) return [];
  return env
    .split(',')
    .map((entry) =>
      entry
        .trim()
        .toLowerCase()
        .replace(/^\[|\]$/g, ''),
    )
    .filter((entry) => entry.length > 0);
}

export interface HostAllowList {
  hasName(hostname: string): boolean;
  hasAddress(address: string): boolean;
}

export function createAllowList(entries: readonly string[]): HostAllowList {
  const names = new Set<string>();
  const ranges = new BlockList();
  for (const raw of entries) {
    const entry = raw
      .trim()
      .toLowerCase()
      .replace(/^\[|\]$/g, '');
    const cidr = /^(.+)\/(\d{1,3})$/.exec(entry);
    const ip = normaliseAddress(cidr ? cidr[1] : entry);
    if (ip && cidr) {
      const bits = Number(cidr[2]);
      if (bits <= (ip.family === 'ipv4' ? 32 : 128)) ranges.addSubnet(ip.address, bits, ip.family);
    } else if (ip) {
      ranges.addAddress(ip.address, ip.family);
    } else if (entry) {
      names.add(entry.replace(/\.$/, ''));
    }
  }
  return {
    hasName: (hostname) => names.has(hostname.toLowerCase().replace(/\.$/, '')),
    hasAddress: (address) => {
      const ip = normaliseAddress(address);
      return ip !== undefined && ranges.check(ip.address, ip.family);
    },
  };
}

/** Why a host name may not be contacted before it is even resolved, or undefined when it may. */
export function refusedName(hostname: string, allow: HostAllowList): string | undefined {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  if (allow.hasName(name)) return undefined;
  if (METADATA_NAMES.has(name)) return `host ${name} is a metadata service`;
  return undefined;
}

/** Why a resolved address may not be contacted, or undefined when it may. */
export function refusedAddress(hostname: string, address: string, allow: HostAllowList): string | undefined {
  if (allow.hasName(hostname.toLowerCase().replace(/\.$/, '')) || allow.hasAddress(address)) return undefined;
  return isBlockedAddress(address) ? `address ${address} of ${hostname} is not public` : undefined;
}
