import argon2 from 'argon2';

/**
 * argon2id at OWASP's first recommended setting (19 MiB, two passes, one lane). The library's default
 * (64 MiB, three passes, four lanes) took about 300 ms a sign-in on a two-core server under load; this
 * takes a tenth of that while staying within OWASP's minimum (see "Password hashing" in docs/decisions.md).
 */
export const PASSWORD_HASH_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, PASSWORD_HASH_OPTIONS);
}

/** The hash reads its own parameters, so hashes made with earlier settings keep verifying. */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash) return false;
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** Whether a stored hash was made with other settings than today's and should be replaced at the next sign-in. */
export function needsRehash(hash: string): boolean {
  try {
    return argon2.needsRehash(hash, PASSWORD_HASH_OPTIONS);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * Spends the same time as a real check when the account does not exist, so response times do not
 * tell which e-mail addresses are registered.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('timing-equaliser-password');
  await verifyPassword(await dummyHash, password);
  return false;
}
