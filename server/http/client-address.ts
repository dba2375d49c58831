import { BlockList, isIP } from 'node:net';

/**
 * Address ranges, written `151.101.0.0/16,2a04:4e42::/32`, as a list to check addresses against;
 * a problem for each entry that is not a range.
 */
export function parseAddressRanges(ranges: string): { list: BlockList; problems: string[] } {
  const list = new BlockList();
  const problems: string[] = [];
  for (const range of ranges
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)) {
    const [address = '', prefix = ''] = range.split('/');
    const family = isIP(address);
    const bits = Number(prefix);
    if (family === 0 || !/^\d+$/.test(prefix) || bits > (family === 4 ? 32 : 128)) {
      problems.push(`'${range}' is not an address range such as 151.101.0.0/16`);
    } else {
      list.addSubnet(address, bits, family === 4 ? 'ipv4' : 'ipv6');
    }
  }
  return { list, problems };
}

/**
 * The client's address from the X-Forwarded-For that the platform's front end (Cloud Run's)
 * completed: its last entry is the address that connected to that front end, appended by it,
 * never by the client. While that address is a trusted proxy's (Firebase Hosting's CDN), the
 * entry before it, which that proxy appended, is read instead. Entries further left were written
 * by the client and are never read. Undefined when the header holds no valid address.
 */
export function forwardedClient(
  forwardedFor: string,
  trustedProxies: BlockList,
): string | undefined {
  const hops = forwardedFor.split(',').map((entry) => entry.trim());
  for (let index = hops.length - 1; index >= 0; index -= 1) {
    const address = hops[index]!;
    const family = isIP(address);
    if (family === 0) return undefined;
    if (index === 0 || !trustedProxies.check(address, family === 4 ? 'ipv4' : 'ipv6')) {
      return address;
    }
  }
  return undefined;
}

/**
 * What a limit counts an address as: an IPv4 address itself, an IPv6 address by its /64 (one
 * home or phone gets a whole /64 and may use any address in it), an IPv4 address written as IPv6
 * as the IPv4 address.
 */
export function limitKeyOf(address: string): string {
  if (isIP(address) !== 6) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return mapped;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = address.includes('::') ? (tail ? tail.split(':') : []) : [];
  const groups = [
    ...headGroups,
    ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'),
    ...tailGroups,
  ];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
