import { createHmac, randomBytes } from 'node:crypto';
import type { AppContext } from '../../context.ts';

/**
 * A sign-up with an address that already has an account answers exactly as a new one: an id, a sign-up
 * token, and a code step (the owner gets a notice e-mail instead of a code). The id is a decoy: no account
 * has it, but a code no one receives is stored for it, so verifying, resending and cancelling behave as for
 * a real sign-up whose code the caller does not know. A decoy id carries its own proof (a MAC over its
 * random part and the address), so it counts as a decoy only for the address it was made for.
 */
type DecoyContext = Pick<AppContext, 'config'>;

const RANDOM_BYTES = 6;

function idBytes(ctx: DecoyContext, random: Buffer, email: string): Buffer {
  const proof = createHmac('sha256', ctx.config.secrets.jwtSecret)
    .update(`signup-decoy:${email.trim().toLowerCase()}:`)
    .update(random)
    .digest();
  const bytes = Buffer.concat([random, proof.subarray(0, 16 - RANDOM_BYTES)]);
  // A well-formed version 4 UUID, like every account id.
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  return bytes;
}

function asUuid(bytes: Buffer): string {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A new decoy sign-up id for this address. */
export function makeDecoyAccountId(ctx: DecoyContext, email: string): string {
  return asUuid(idBytes(ctx, randomBytes(RANDOM_BYTES), email));
}

/** Whether `id` is a decoy made for this address. */
export function isDecoyFor(ctx: DecoyContext, id: string | undefined, email: string): boolean {
  if (!id) return false;
  const bytes = Buffer.from(id.replaceAll('-', ''), 'hex');
  if (bytes.length !== 16) return false;
  return asUuid(idBytes(ctx, bytes.subarray(0, RANDOM_BYTES), email)) === id.toLowerCase();
}
