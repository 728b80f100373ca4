/**
 * The key a per-client limit counts under: an IPv4 address as it is, an IPv6 address by its /64
 * network (one home or phone gets a whole /64 and can pick any address in it).
 */
export function rateLimitKey(address: string): string {
  const ip = address.replace(/%.*$/, ''); // drop an IPv6 zone id
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!ip.includes(':')) return ip;
  const [head = '', tail] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g || '0', 16).toString(16))
    .join(':')}::/64`;
}

/**
 * The client's address as Express's `req.ip` works it out with `trust proxy` set to a number of
 * proxies (TRUST_PROXY): the hop that many entries from the right of X-Forwarded-For, counting the
 * socket's peer as the first; never further left than the list goes. For requests Express does not
 * see (the WebSocket upgrade).
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trustProxy: number,
): string {
  const forwarded = [forwardedFor ?? []]
    .flat()
    .join(',')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  const hops = [socketAddress ?? 'unknown', ...forwarded.reverse()];
  return hops[Math.min(trustProxy, hops.length - 1)]!;
}
