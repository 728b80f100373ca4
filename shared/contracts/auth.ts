import { z } from 'zod';
import { successResponse } from './common';

// Contracts of the sign-in endpoints (spec §7: /api/auth/*, /api/user/profile).

export const userSchema = z.object({
  id: z.string(),
  uid: z.string(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  displayName: z.string().nullable(),
  picture: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

export const verifyTokenInput = z
  .strictObject({
    idToken: z.string().min(20, 'idToken is not a sign-in token').max(8192, 'idToken is too long'),
  })
  .meta({ id: 'VerifyTokenRequest' });
export type VerifyTokenInput = z.infer<typeof verifyTokenInput>;

export const userResponse = z.object({ user: userSchema }).meta({ id: 'UserResponse' });
export type UserResponse = z.infer<typeof userResponse>;

export const currentUserResponse = z.object({ user: userSchema.nullable() });

export const logoutResponse = successResponse;

/** Public settings the browser needs to sign in; never holds a secret. */
export const clientConfigSchema = z
  .object({
    auth: z.object({
      mode: z.enum(['emulator', 'firebase']),
      projectId: z.string(),
      apiKey: z.string(),
      authDomain: z.string(),
      emulatorUrl: z.string().nullable(),
    }),
  })
  .meta({ id: 'ClientConfig' });
export type ClientConfig = z.infer<typeof clientConfigSchema>;
