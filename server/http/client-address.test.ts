import { describe, expect, it } from 'vitest';
import { forwardedClient, limitKeyOf, parseAddressRanges } from './client-address.ts';

const hostingCdn = parseAddressRanges('151.101.0.0/16, 2a04:4e42::/32').list;

describe('the client address', () => {
  it('is the last X-Forwarded-For entry, which the platform appended, not what the client wrote', () => {
    expect(forwardedClient('203.0.113.9', hostingCdn)).toBe('203.0.113.9');
    expect(forwardedClient('1.2.3.4, 203.0.113.9', hostingCdn)).toBe('203.0.113.9');
  });

  it("skips trusted proxies' hops, and never reads further left than one untrusted entry", () => {
    expect(forwardedClient('1.2.3.4, 203.0.113.9, 151.101.7.7', hostingCdn)).toBe('203.0.113.9');
    expect(forwardedClient('2001:db8::5, 2a04:4e42:10::1', hostingCdn)).toBe('2001:db8::5');
    // Only trusted hops: the first is as far as the header goes.
    expect(forwardedClient('151.101.1.1, 151.101.2.2', hostingCdn)).toBe('151.101.1.1');
  });

  it('is none when an entry read is not an address', () => {
    expect(forwardedClient('203.0.113.9, not-an-address', hostingCdn)).toBeUndefined();
    expect(forwardedClient('', hostingCdn)).toBeUndefined();
  });
});

describe('what a limit counts', () => {
  it('is an IPv4 address, an IPv6 address by its /64, a mapped IPv4 as itself', () => {
    expect(limitKeyOf('203.0.113.9')).toBe('203.0.113.9');
    expect(limitKeyOf('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(limitKeyOf('2001:DB8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(limitKeyOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(limitKeyOf('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });
});

describe('address ranges', () => {
  it('name each entry that is not a range', () => {
    expect(parseAddressRanges('151.101.0.0/16,oops,10.0.0.0/40,::/0').problems).toEqual([
      "'oops' is not an address range such as 151.101.0.0/16",
      "'10.0.0.0/40' is not an address range such as 151.101.0.0/16",
    ]);
  });
});
