import { z } from 'zod';
import { APP_ERROR_CODES } from './app-error-codes';

// The error body as a contract (for the OpenAPI document and the tests that hold every reply to it).
// Apart from the codes so that the browser can read an error without loading zod.

/** Per-field messages of a refused input: "commute.workAddress" → what is wrong with it. */
export const fieldErrorsSchema = z.record(z.string(), z.string());

/**
 * The JSON body of every failed REST call (spec §7/§8: the client shows `error`). tRPC errors carry
 * `code` and `fields` in `data` as `appCode` and `fields`.
 */
export const errorBodySchema = z
  .object({
    /** Always false: lets spec clients that read `success` (recommend-housing) treat it alike. */
    success: z.literal(false),
    error: z.string(),
    code: z.enum(APP_ERROR_CODES),
    /** Only for invalid input: the message for each field that is wrong. */
    fields: fieldErrorsSchema.optional(),
  })
  .meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof errorBodySchema>;
