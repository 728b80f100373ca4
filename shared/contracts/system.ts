import { z } from 'zod';

export const healthResponse = z.object({ status: z.literal('ok'), time: z.string() });
export type HealthResponse = z.infer<typeof healthResponse>;

/** REST GET /api/health (for load balancers): `auth` is 'starting' until local sign-in can be used. */
export const apiHealthResponse = z
  .object({ status: z.literal('ok'), auth: z.enum(['ready', 'starting']) })
  .meta({ id: 'HealthResponse' });
export type ApiHealthResponse = z.infer<typeof apiHealthResponse>;

export const heartbeatEvent = z.object({ time: z.string() });
