import { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from '../error-codes.ts';

/** Every JSON answer is wrapped in this envelope; the HTTP status equals statusCode. */
export const errorCodeSchema = z.enum(Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]]);

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    statusCode: z.number().int(),
    data,
    message: z.string(),
    success: z.boolean(),
    code: errorCodeSchema.optional(),
  });
}

/** Success answers carry no code; every error answer carries one (see error-codes.ts). */
export type Envelope<T> = {
  statusCode: number;
  data: T;
  message: string;
  success: boolean;
  code?: ErrorCode;
};

export const fieldErrorSchema = z.object({ path: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const paginationSchema = z.object({
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
  pageSize: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** Bodies of calls that the spec sends without a payload: nothing, or an empty object. */
export const emptyBodySchema = z.strictObject({}).nullish();
