import { describe, expect, it } from 'vitest';
import { clientAddress, rateLimitKey } from './client-address';

describe('rateLimitKey', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:85a3:12:8a2e:370:7334:1', '2001:db8:85a3:12::/64'],
    ['2001:0db8:85a3:0012:ffff:ffff:ffff:ffff', '2001:db8:85a3:12::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('%s counts as %s', (address, key) => {
    expect(rateLimitKey(address)).toBe(key);
  });
});

describe('clientAddress', () => {
  it.each([
    // [socket peer, X-Forwarded-For, TRUST_PROXY, client]
    ['198.51.100.7', undefined, 0, '198.51.100.7'],
    ['198.51.100.7', '203.0.113.9', 0, '198.51.100.7'], // not trusted: the header is the client's own words
    ['10.0.0.2', '203.0.113.9', 1, '203.0.113.9'],
    ['10.0.0.2', '6.6.6.6, 203.0.113.9', 1, '203.0.113.9'], // a forged leftmost entry is not believed
    ['10.0.0.2', '6.6.6.6, 203.0.113.9, 10.0.0.1', 2, '203.0.113.9'],
    ['10.0.0.2', ['6.6.6.6', '203.0.113.9'], 1, '203.0.113.9'],
    ['10.0.0.2', undefined, 1, '10.0.0.2'], // nothing forwarded: the peer
    ['10.0.0.2', '203.0.113.9', 3, '203.0.113.9'], // fewer hops than trusted: the leftmost
  ] as const)('%s with %j, trusting %d: %s', (peer, forwarded, trust, client) => {
    expect(clientAddress(peer, forwarded as string | string[] | undefined, trust)).toBe(client);
  });
});
