import * as oidc from 'openid-client';
import { jwtVerify, SignJWT } from 'jose';
import type { SocialIdentity } from './social-accounts.ts';

const FLOW_LIFETIME_SECONDS = 600;
export const LINKEDIN_FLOW_COOKIE = 'nm_linkedin_flow';

export interface LinkedInOptions {
  clientId: string;
  clientSecret: string;
  issuer: string;
  redirectUri: string;
  cookieSecret: string;
}

interface FlowState {
  state: string;
  verifier: string;
  nonce: string;
}

export interface LinkedInSignIn {
  /** Where to send the browser, and the sealed state to keep in a short-lived cookie. */
  start(): Promise<{ url: string; flowCookie: string }>;
  /** Exchanges the code (checking state, PKCE and nonce) and returns who signed in. */
  finish(callbackUrl: URL, flowCookie: string | undefined): Promise<SocialIdentity>;
}

/**
 * LinkedIn sign-in with OpenID Connect: authorization code with state, PKCE (S256) and a nonce.
 * The three secrets travel in a signed, HTTP-only cookie instead of server memory, so any
 * instance can finish a flow another one started.
 */
export function createLinkedInSignIn(options: LinkedInOptions): LinkedInSignIn {
  const key = new TextEncoder().encode(`${options.cookieSecret}:linkedin-flow`);
  const issuerUrl = new URL(options.issuer);
  let configuration: Promise<oidc.Configuration> | undefined;
  const discover = () => {
    configuration ??= oidc
      .discovery(
        issuerUrl,
        options.clientId,
        undefined,
        oidc.ClientSecretPost(options.clientSecret),
        // A local identity provider in tests speaks plain HTTP; production issuers are HTTPS.
        issuerUrl.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        configuration = undefined;
        throw error;
      });
    return configuration;
  };

  return {
    async start() {
      const config = await discover();
      const flow: FlowState = {
        state: oidc.randomState(),
        verifier: oidc.randomPKCECodeVerifier(),
        nonce: oidc.randomNonce(),
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: options.redirectUri,
        scope: 'openid profile email',
        response_type: 'code',
        state: flow.state,
        nonce: flow.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
        code_challenge_method: 'S256',
      });
      const flowCookie = await new SignJWT({ ...flow })
        .setProtectedHeader({ alg: 'HS256' })
        .setExpirationTime(`${FLOW_LIFETIME_SECONDS}s`)
        .sign(key);
      return { url: url.href, flowCookie };
    },

    async finish(callbackUrl, flowCookie) {
      if (!flowCookie) throw new Error('the sign-in flow cookie is missing');
      const { payload } = await jwtVerify(flowCookie, key, { algorithms: ['HS256'] });
      const flow = payload as unknown as FlowState;
      const config = await discover();
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims();
      if (!idClaims) throw new Error('the identity provider sent no ID token');
      // LinkedIn puts e-mail and names in the ID token; other providers keep them for the userinfo endpoint.
      const claims =
        typeof idClaims.email === 'string'
          ? idClaims
          : { ...idClaims, ...(await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub)) };
      if (typeof claims.email !== 'string') throw new Error('the identity provider gave no e-mail address');
      return {
        provider: 'linkedin',
        subject: claims.sub,
        email: claims.email,
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        firstName: typeof claims.given_name === 'string' ? claims.given_name : '',
        lastName: typeof claims.family_name === 'string' ? claims.family_name : '',
      };
    },
  };
}

export const LINKEDIN_FLOW_LIFETIME_SECONDS = FLOW_LIFETIME_SECONDS;
