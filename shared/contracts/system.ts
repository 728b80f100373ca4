import { z } from 'zod';

export const healthResponse = z.object({ status: z.literal('ok'), time: z.string() });
export type HealthResponse = z.infer<typeof healthResponse>;

export const heartbeatEvent = z.object({ time: z.string() });
