import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './app.ts';
import { bearer, tokenFor } from './bookings.ts';
import { createAdminAccount } from './factories.ts';
import { pngImage } from './images.ts';
import { multipart, type FilePart } from './multipart.ts';

export interface SignedInAdmin {
  id: string;
  email: string;
  token: string;
}

/** A fresh admin account with a live session. */
export async function signedInAdmin(subject: TestApp): Promise<SignedInAdmin> {
  const admin = await createAdminAccount(subject.database.db);
  return { id: admin.id, email: admin.email, token: await tokenFor(subject, 'admin', admin.id) };
}

/** A JSON POST with a bearer token (none for an anonymous caller). */
export function postJson(
  subject: TestApp,
  url: string,
  payload: unknown,
  token?: string,
): Promise<LightMyRequestResponse> {
  return subject.app.inject({
    method: 'POST',
    url,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** A multipart POST with a bearer token. */
export function postForm(
  subject: TestApp,
  url: string,
  fields: Record<string, string | string[] | FilePart>,
  token: string,
): Promise<LightMyRequestResponse> {
  const body = multipart(fields);
  return subject.app.inject({
    method: 'POST',
    url,
    headers: { ...body.headers, ...bearer(token) },
    payload: body.payload,
  });
}

/** A small real PNG as a form file. */
export async function pngFile(name = 'picture.png'): Promise<FilePart> {
  return { filename: name, contentType: 'image/png', data: await pngImage(48, 48) };
}
