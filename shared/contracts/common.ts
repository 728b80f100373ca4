import { z } from 'zod';

/** The reply of a write that has nothing else to say (logout, delete). */
export const successResponse = z.object({ success: z.literal(true) }).meta({ id: 'SuccessResponse' });
