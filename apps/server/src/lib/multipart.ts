import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, badRequest, unsupportedMediaType } from './app-error.ts';
import { assertNoControlCharacters } from './control-characters.ts';
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
  try {
    await readParts(request, fileFields, fields, files);
  } catch (error) {
    // Our own refusals and the framework's size limits keep their answer; anything the parser chokes on
    // (no or wrong boundary, a truncated body, an absurd boundary) is the client's malformed upload.
    if (error instanceof AppError) throw error;
    const status = (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) throw error;
    throw badRequest(
      'The upload could not be read: the form data is incomplete or malformed. Please choose the files again and retry.',
    );
  }
  assertNoControlCharacters(fields);
  return { fields, files };
}

async function readParts(
  request: FastifyRequest,
  fileFields: readonly string[],
  fields: Record<string, string | string[]>,
  files: Record<string, Buffer>,
): Promise<void> {
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
