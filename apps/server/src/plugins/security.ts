import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for these options, worked out once. The options are the same for every answer,
 * so there is no need to build helmet's middleware and parse its policy on each request, which is what
 * the Fastify plugin does (an eighth of a cached public read's time).
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name] = String(value);
    },
    removeHeader() {},
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/** Security headers with a strict content security policy, and CORS only for configured origins. */
export async function registerSecurity(
  app: FastifyInstance,
  options: {
    corsOrigins: string[];
    allowGoogleSignIn: boolean;
    allowRazorpayCheckout: boolean;
    /** Hash sources of the web app's own inline scripts (`readInlineScriptSources`). */
    inlineScripts: string[];
  },
): Promise<void> {
  // Google's sign-in button is a script and an iframe from accounts.google.com, allowed only when configured.
  const google = options.allowGoogleSignIn ? ['https://accounts.google.com'] : [];
  // Razorpay's checkout is its script, its frames and its API, allowed only when Razorpay takes payments.
  const razorpay = options.allowRazorpayCheckout
    ? {
        script: ['https://checkout.razorpay.com'],
        frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
      }
    : { script: [], frame: [] };
  const headers = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        scriptSrc: ["'self'", ...options.inlineScripts, ...google, ...razorpay.script],
        // MUI's emotion writes <style> tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'", ...google],
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          ...(options.allowRazorpayCheckout ? ['https://cdn.razorpay.com'] : []),
        ],
        fontSrc: ["'self'", 'data:'],
        connectSrc: [
          "'self'",
          ...google,
          ...razorpay.frame,
          ...(options.allowRazorpayCheckout ? ['https://lumberjack.razorpay.com'] : []),
        ],
        frameSrc: ["'self'", ...google, ...razorpay.frame],
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: { maxAge: 15552000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  await app.register(cors, {
    origin: options.corsOrigins.length > 0 ? options.corsOrigins : false,
    credentials: false,
    // The strict check answers an OPTIONS request without preflight headers with a bare text 400, outside
    // the envelope; such a request gets the empty 204 instead, with CORS headers only for allowed origins.
    strictPreflight: false,
  });
}
