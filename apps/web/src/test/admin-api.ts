import { envelopeResponse, stubFetch } from './render.tsx';

export interface ApiCall {
  method: string;
  /** Without `/api/v1` and the query string: `/admin/total-mentors`. */
  path: string;
  query: URLSearchParams;
  /** The parsed JSON body, the FormData of a multipart call, or undefined. */
  body: unknown;
  headers: Headers;
}

/** An answer: data for a 200 envelope, or a whole Response (an error, a file). */
export type ApiHandler = (call: ApiCall) => unknown;

function readBody(body: BodyInit | null | undefined): unknown {
  if (body instanceof FormData) return body;
  return typeof body === 'string' ? JSON.parse(body) : undefined;
}

/**
 * Replaces the network with handlers by path; every call is recorded. Handlers may be swapped between
 * steps of a test (the object is read at each call); a path without one answers 404.
 */
export function stubApi(handlers: Record<string, ApiHandler>) {
  const calls: ApiCall[] = [];
  stubFetch(async (url, init) => {
    const address = new URL(url, 'http://localhost');
    const call: ApiCall = {
      method: init?.method ?? 'GET',
      path: address.pathname.replace(/^\/api\/v1/, ''),
      query: address.searchParams,
      body: readBody(init?.body),
      headers: new Headers(init?.headers),
    };
    calls.push(call);
    const handler = handlers[call.path];
    if (!handler) return envelopeResponse(null, 404, `No handler for ${call.path}`);
    const answer = await handler(call);
    return answer instanceof Response ? answer : envelopeResponse(answer);
  });
  return {
    calls,
    callsTo: (path: string) => calls.filter((call) => call.path === path),
  };
}

/** The JSON body of a call, for assertions. */
export function jsonBody(call: ApiCall | undefined): Record<string, unknown> {
  return (call?.body ?? {}) as Record<string, unknown>;
}

/** The fields of a multipart call: text values as strings, files by their name. */
export function formFields(call: ApiCall | undefined): Record<string, string> {
  const fields: Record<string, string> = {};
  if (call?.body instanceof FormData)
    for (const [name, value] of call.body.entries())
      fields[name] = typeof value === 'string' ? value : `file:${value.name}`;
  return fields;
}
