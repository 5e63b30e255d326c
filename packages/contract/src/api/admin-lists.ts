import { z } from 'zod';
import { TABLE_SEARCH_MIN_LENGTH } from '../constants.ts';
import { idSchema } from './auth.ts';
import { paginationSchema } from './envelope.ts';

/**
 * What every paged admin table shares besides `?page=n` (pageQuerySchema): a body with the caller's
 * `adminId` (accepted, never trusted) and a search term applied from 4 characters.
 */
export const tableSearchSchema = z.string().trim().max(60, 'The search is too long.').optional();

/** The tables' search box: empty for the whole list, otherwise a term long enough to apply. */
export const tableSearchFormSchema = z.strictObject({
  term: tableSearchSchema
    .unwrap()
    .refine(
      (term) => term.length === 0 || term.length >= TABLE_SEARCH_MIN_LENGTH,
      `Type at least ${TABLE_SEARCH_MIN_LENGTH} characters to search.`,
    ),
});

export const adminListRequestSchema = z
  .strictObject({
    adminId: idSchema.optional(),
    /** Case-insensitive; exact matches first, then those that start with it; ignored below 4 characters. */
    search: tableSearchSchema,
  })
  .nullish();

/** A call with nothing to say but, optionally, the caller's `adminId` (accepted, never trusted). */
export const adminCallerSchema = z.strictObject({ adminId: idSchema.optional() }).nullish();

export function pagedListSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), pagination: paginationSchema });
}

/** A body naming one record by `id`, with the caller's `adminId` (remove-blog, delete-update…). */
export const adminIdActionSchema = z.strictObject({ id: idSchema, adminId: idSchema.optional() });
