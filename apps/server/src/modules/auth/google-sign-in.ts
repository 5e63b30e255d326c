import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { unauthorized } from '../../lib/app-error.ts';
import type { SocialIdentity } from './social-accounts.ts';

const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

export interface GoogleVerifier {
  verify(idToken: string): Promise<SocialIdentity>;
}

/**
 * Checks a Google ID token's signature against Google's published keys (or the JWKS a deployment
 * or test names), its issuer, its audience (our client id) and its expiry.
 */
export function createGoogleVerifier(options: { clientId: string; jwksUrl: string }): GoogleVerifier {
  const keys: JWTVerifyGetKey = createRemoteJWKSet(new URL(options.jwksUrl));
  return {
    async verify(idToken) {
      try {
        const { payload } = await jwtVerify(idToken, keys, {
          issuer: GOOGLE_ISSUERS,
          audience: options.clientId,
        });
        if (typeof payload.sub !== 'string' || typeof payload.email !== 'string')
          throw new Error('missing claims');
        return {
          provider: 'google',
          subject: payload.sub,
          email: payload.email,
          emailVerified: payload.email_verified === true || payload.email_verified === 'true',
          firstName: typeof payload.given_name === 'string' ? payload.given_name : '',
          lastName: typeof payload.family_name === 'string' ? payload.family_name : '',
        };
      } catch {
        throw unauthorized('Google sign-in failed. Please try again.');
      }
    },
  };
}
