import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import compress from '@fastify/compress';
import etag from '@fastify/etag';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './context.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerJsonBodyParser } from './plugins/json-body.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerSecurity } from './plugins/security.ts';
import { readInlineScriptSources, registerWebApp } from './plugins/web-app.ts';
import { registerResizedImages } from './plugins/resized-images.ts';
import { registerPublicUploads } from './plugins/public-uploads.ts';
import { registerRateLimits } from './plugins/rate-limits.ts';
import { registerDraining } from './plugins/draining.ts';
import path from 'node:path';
import { envelope } from './lib/envelope.ts';
import { serializeError, serializeRequest } from './lib/log-redaction.ts';
import { badRequest } from './lib/app-error.ts';
import { registerInputTextGuard } from './plugins/input-text.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerPublicReads } from './plugins/read-cache.ts';
import { AnswerReplay } from './plugins/answer-replay.ts';
import { registerHealthRoutes } from './modules/health/health.routes.ts';
import { registerContentRoutes } from './modules/content/content.routes.ts';
import { registerDevRoutes } from './modules/dev/dev.routes.ts';
import { registerAccountRoutes } from './modules/auth/account.routes.ts';
import { registerLanguageRoutes } from './modules/auth/language.routes.ts';
import { registerStudentRoutes } from './modules/students/students.routes.ts';
import { registerMentorRoutes } from './modules/mentors/mentors.routes.ts';
import { registerMentorListingRoutes } from './modules/mentors/mentor-listing.routes.ts';
import { findDataPage, resolvePageMeta } from './modules/seo/index.ts';
import { registerSeoRoutes } from './modules/seo/seo.routes.ts';
import { registerAdminAccountRoutes } from './modules/admin/admin-account.routes.ts';
import { registerAdminOverviewRoutes } from './modules/admin/admin-overview.routes.ts';
import { registerAdminPeopleRoutes } from './modules/admin/admin-people.routes.ts';
import { registerAdminPayoutRoutes } from './modules/admin/admin-payouts.routes.ts';
import { registerAdminSettingsRoutes } from './modules/admin/admin-settings.routes.ts';
import { registerContentAdminRoutes } from './modules/content/content-admin.routes.ts';
import { registerCatalogRoutes } from './modules/catalog/catalog.routes.ts';
import { registerReferralRoutes } from './modules/referrals/referrals.routes.ts';
import { registerGoogleRoutes, registerLinkedInRoutes } from './modules/auth/social.routes.ts';
import { createGoogleVerifier } from './modules/auth/google-sign-in.ts';
import { createLinkedInSignIn } from './modules/auth/linkedin-sign-in.ts';
import { registerStudentBookingRoutes } from './modules/bookings/student-bookings.routes.ts';
import { registerJoinLinkRoutes } from './modules/bookings/join-links.routes.ts';
import { registerMentorSessionRoutes } from './modules/bookings/mentor-sessions.routes.ts';
import { registerEarningCheckRoutes } from './modules/bookings/earning-checks.routes.ts';
import { registerPaymentRoutes } from './modules/bookings/payments.routes.ts';
import { registerReviewRoutes } from './modules/bookings/reviews.routes.ts';
import { registerChatRoutes } from './modules/chat/chat.routes.ts';
import { registerMentorAreaRoutes } from './modules/mentors/mentor-area.routes.ts';
import { attachSocketServer } from './realtime/socket-server.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every registered route as "METHOD /path" (HEAD left out). */
    routeList(): string[];
  }
}

export interface AppDeps {
  context: AppContext;
  /** Where log lines go (standard output when absent); tests capture them to check what is logged. */
  logStream?: { write(line: string): void };
}

const MALFORMED_URL_PATH = '/__malformed-url';

/** Trusts the nearest `hops` proxies: the client is the address that many hops back. */
function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

function isDecodablePath(url: string): boolean {
  const queryStart = url.indexOf('?');
  try {
    decodeURIComponent(queryStart < 0 ? url : url.slice(0, queryStart));
    return true;
  } catch {
    return false;
  }
}

const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/** A request's id: the caller's `x-request-id` when it is sane, so logs can be joined across services. */
function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** Builds the whole application without listening, so tests can drive it with app.inject. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const ctx = deps.context;
  const { config } = ctx;
  const replay = new AnswerReplay(requestIdOf);
  const app = Fastify({
    serverFactory: replay.serverFactory(),
    logger: {
      level: config.logLevel,
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.otp', '*.token'],
        censor: '[redacted]',
      },
      // Reset tokens travel in the path and OAuth codes in the query, so the logged URL is redacted too.
      // Request URLs lose reset tokens and OAuth codes; errors lose query parameters (see log-redaction.ts).
      serializers: { req: serializeRequest, err: serializeError },
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 1024 * 1024,
    genReqId: requestIdOf,
    // The router's own limit on a path parameter (100 characters) answers 414 outside the envelope and
    // without the security headers; Node already caps a request line at its 16 kB header limit, and the
    // route schemas bound every parameter, so those give the clear 400 instead.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 16 * 1024 },
    // An address whose path cannot be decoded would otherwise get the framework's bare error, without
    // the envelope or the security headers: it is routed to an answer of our own instead.
    rewriteUrl: (request) =>
      isDecodablePath(request.url ?? '/') ? (request.url ?? '/') : MALFORMED_URL_PATH,
  });
  // Every route as "METHOD /path", so the authorization matrix test can insist on knowing each one.
  const routes: string[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push(`${method} ${route.url}`);
  });
  app.decorate('routeList', () => [...routes]);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerDraining(app, ctx.lifecycle);

  registerErrorHandling(app);
  registerJsonBodyParser(app);
  registerInputTextGuard(app);
  await registerSecurity(app, {
    corsOrigins: config.corsOrigins,
    allowGoogleSignIn: Boolean(config.google),
    allowRazorpayCheckout: ctx.payments.name === 'razorpay',
    inlineScripts: readInlineScriptSources(config.webDistDir),
  });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  // Weak ETags on every answer: a repeated public request whose data did not change costs a 304.
  await app.register(etag, { weak: true });
  await registerRateLimits(app, config.redisUrl);
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 2, fields: 40 } });
  await registerOpenApi(app, config.site.brandName);

  registerAuth(app);
  registerPublicReads(app, ctx.db.$client, ctx.clock, { enabled: config.readCache });
  replay.register(app);
  app.decorate('answerReplay', replay);

  registerHealthRoutes(app, ctx);
  registerContentRoutes(app, ctx);
  registerAccountRoutes(app, ctx, 'student');
  registerAccountRoutes(app, ctx, 'mentor');
  registerLanguageRoutes(app, ctx);
  registerStudentRoutes(app, ctx);
  registerMentorRoutes(app, ctx);
  registerMentorListingRoutes(app, ctx);
  registerSeoRoutes(app, ctx);
  registerAdminAccountRoutes(app, ctx);
  registerAdminOverviewRoutes(app, ctx);
  registerAdminPeopleRoutes(app, ctx);
  registerAdminPayoutRoutes(app, ctx);
  registerAdminSettingsRoutes(app, ctx);
  registerContentAdminRoutes(app, ctx);
  registerCatalogRoutes(app, ctx);
  registerReferralRoutes(app, ctx);
  registerStudentBookingRoutes(app, ctx);
  registerMentorSessionRoutes(app, ctx);
  registerJoinLinkRoutes(app, ctx);
  registerEarningCheckRoutes(app, ctx);
  registerMentorAreaRoutes(app, ctx);
  registerPaymentRoutes(app, ctx);
  registerReviewRoutes(app, ctx);
  registerChatRoutes(app, ctx);
  await attachSocketServer(app, ctx);
  registerGoogleRoutes(app, ctx, config.google && createGoogleVerifier(config.google));
  registerLinkedInRoutes(
    app,
    ctx,
    config.linkedin &&
      createLinkedInSignIn({
        ...config.linkedin,
        redirectUri: `${config.publicUrl}/api/v1/students/auth/linkedin/callback`,
        cookieSecret: config.secrets.jwtSecret,
      }),
    config.publicUrl,
  );
  if (ctx.outbox.captures) registerDevRoutes(app, ctx);

  registerPublicUploads(app, ctx.storage);
  registerResizedImages(app, {
    storage: ctx.storage,
    cacheDir: path.join(config.dataDir, 'cache', 'images'),
  });
  await registerWebApp(app, {
    webDistDir: config.webDistDir,
    site: config.site,
    publicUrl: config.publicUrl,
    resolveMeta: (pathname) => resolvePageMeta(ctx, pathname, config.site),
    findDataPage: (pathname) =>
      findDataPage(ctx, (read) => app.publicReads.read(read), pathname, config.site),
  });
  app.all(MALFORMED_URL_PATH, { schema: { hide: true } }, async () => {
    throw badRequest('This address is not valid: it has a broken %-escape. Please check the link.');
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send(envelope(404, null, `No route for ${request.method} ${request.url.split('?')[0]}`)),
  );

  return app;
}
