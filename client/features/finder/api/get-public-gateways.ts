import { trpc } from '../../../lib/trpc';

/** The public IPFS gateways the error banner offers (spec §8); fixed for the server's lifetime. */
export function usePublicGateways() {
  return trpc.timeline.gateways.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
}
