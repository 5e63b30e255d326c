import { z } from 'zod';
import {
  CALL_URL_MAX_LENGTH,
  JOIN_CLOSES_HOURS_AFTER_END,
  JOIN_OPENS_MINUTES_BEFORE,
  type PackageKind,
} from '../constants.ts';
import { VALIDATION_MESSAGES } from '../validation-messages.ts';

/**
 * Tracked join links: the mentor sets a video-call address on an accepted session; both people open the
 * product's own join address (`/join/{session}`), which records when each side first joined and sends them
 * on to the call from 10 minutes before the agreed time until 2 hours after the session's planned end.
 */
export const CALL_PROVIDERS = ['google_meet', 'zoom', 'jitsi', 'other'] as const;
export type CallProvider = (typeof CALL_PROVIDERS)[number];

/** The names of the known services, as their makers write them (the same in every language). */
export const CALL_PROVIDER_NAMES: Record<Exclude<CallProvider, 'other'>, string> = {
  google_meet: 'Google Meet',
  zoom: 'Zoom',
  jitsi: 'Jitsi Meet',
};

/** How long each package's session is planned to last, for when its join address closes. */
export const PACKAGE_SESSION_MINUTES: Record<PackageKind, number> = {
  intro20: 20,
  session60: 60,
  monthly: 60,
};

function parseUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/** Which service a call address is on; any other https address is a plain "video call". */
export function callProviderOf(url: string): CallProvider {
  const host = parseUrl(url)?.hostname.toLowerCase() ?? '';
  if (host === 'meet.google.com') return 'google_meet';
  if (host === 'zoom.us' || host.endsWith('.zoom.us')) return 'zoom';
  if (host === 'meet.jit.si') return 'jitsi';
  return 'other';
}

const MINUTE_MS = 60_000;

/** When a session's join address opens and closes, from its agreed time and its package. */
export function joinWindow(scheduledAt: Date, kind: PackageKind): { opensAt: Date; closesAt: Date } {
  const start = scheduledAt.getTime();
  return {
    opensAt: new Date(start - JOIN_OPENS_MINUTES_BEFORE * MINUTE_MS),
    closesAt: new Date(
      start + (PACKAGE_SESSION_MINUTES[kind] + JOIN_CLOSES_HOURS_AFTER_END * 60) * MINUTE_MS,
    ),
  };
}

/**
 * A video-call address: https only, a host with a dot, no spaces, no user name or password in it (an
 * address that carries them would hand them to the other person), at most 500 characters.
 */
export const callUrlSchema = z
  .string(VALIDATION_MESSAGES.callUrlInvalid)
  .trim()
  .max(CALL_URL_MAX_LENGTH, VALIDATION_MESSAGES.callUrlTooLong)
  .refine((value) => {
    const url = parseUrl(value);
    return !/\s/.test(value) && url?.protocol === 'https:' && url.hostname.includes('.');
  }, VALIDATION_MESSAGES.callUrlInvalid)
  .refine((value) => {
    const url = parseUrl(value);
    return !url || (url.username === '' && url.password === '');
  }, VALIDATION_MESSAGES.callUrlCredentials);

/** PUT /api/v1/sessions/:id/call-link: the mentor sets or changes the session's call address. */
export const setCallLinkRequestSchema = z.strictObject({ callUrl: callUrlSchema });
export type SetCallLinkRequest = z.infer<typeof setCallLinkRequestSchema>;

export const callLinkSchema = z.object({
  callUrl: z.string(),
  provider: z.enum(CALL_PROVIDERS),
});
export type CallLink = z.infer<typeof callLinkSchema>;

/** When each side first opened the join address inside its window (null: did not join). */
export const joinTimesSchema = z.object({
  studentJoinedAt: z.string().nullable(),
  mentorJoinedAt: z.string().nullable(),
});
export type JoinTimes = z.infer<typeof joinTimesSchema>;

/** What the session lists say about a session's call: its service and its join window. */
export const sessionCallSchema = z.object({
  /** Null until the mentor sets a call address. */
  provider: z.enum(CALL_PROVIDERS).nullable(),
  /** Null until a time is agreed in the chat. */
  opensAt: z.string().nullable(),
  closesAt: z.string().nullable(),
  joins: joinTimesSchema,
});
export type SessionCall = z.infer<typeof sessionCallSchema>;

/**
 * POST /api/v1/sessions/:id/join: inside the window the caller's first join is recorded and the call's
 * address returned (`open`); otherwise why not: before it opens, after it closed (or the session ended),
 * no address yet, or no time agreed yet.
 */
export const joinResultSchema = z.discriminatedUnion('state', [
  z.object({
    state: z.literal('open'),
    callUrl: z.string(),
    provider: z.enum(CALL_PROVIDERS),
    joinedAt: z.string(),
  }),
  z.object({ state: z.literal('not_yet'), opensAt: z.string() }),
  z.object({ state: z.literal('over') }),
  z.object({ state: z.literal('no_link') }),
  z.object({ state: z.literal('no_time') }),
]);
export type JoinResult = z.infer<typeof joinResultSchema>;

/** Whether the join address is open at `now` (ms), for the lists' Join button. */
export function isJoinOpen(call: SessionCall, now: number): boolean {
  if (!call.provider || !call.opensAt || !call.closesAt) return false;
  return Date.parse(call.opensAt) <= now && now < Date.parse(call.closesAt);
}
