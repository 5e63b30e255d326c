import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { badRequest, unsupportedMediaType } from './app-error.ts';
import { summariseFieldErrors, toFieldError } from './field-errors.ts';

export interface MultipartContent {
  fields: Record<string, string | string[]>;
  files: Record<string, Buffer>;
}

/**
 * Reads a multipart request whole: text fields (repeated names become arrays, `languages[]`
 * becomes `languages`) and the named file fields. Unknown file fields are refused.
 */
export async function readMultipart(
  request: FastifyRequest,
  fileFields: readonly string[],
): Promise<MultipartContent> {
  if (!request.isMultipart()) throw unsupportedMediaType('This request must be sent as multipart/form-data.');
  const fields: Record<string, string | string[]> = {};
  const files: Record<string, Buffer> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (!fileFields.includes(part.fieldname)) {
        part.file.resume();
        throw badRequest(`Unexpected file field "${part.fieldname}".`);
      }
      const data = await part.toBuffer();
      if (data.length > 0) files[part.fieldname] = data;
      continue;
    }
    const name = part.fieldname.replace(/\[\]$/, '');
    const value = typeof part.value === 'string' ? part.value : String(part.value);
    const existing = fields[name];
    if (existing === undefined) fields[name] = part.fieldname.endsWith('[]') ? [value] : value;
    else fields[name] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return { fields, files };
}

/** Validates multipart text fields with a contract schema, answering 400 with field details. */
export function parseFields<T extends z.ZodType>(schema: T, fields: Record<string, unknown>): z.infer<T> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const fieldErrors = parsed.error.issues.map((issue) =>
    toFieldError({
      code: issue.code,
      path: issue.path.join('.'),
      message: issue.message,
      keys: issue.code === 'unrecognized_keys' ? issue.keys : undefined,
    }),
  );
  throw badRequest(summariseFieldErrors(fieldErrors), fieldErrors);
}
