import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import etag from '@fastify/etag';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { FileStorage } from './adapters/storage/storage.ts';
import type { MailTransport } from './adapters/mail/mail-transport.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerJsonBodyParser } from './plugins/json-body.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { registerResizedImages } from './plugins/resized-images.ts';
import path from 'node:path';
import { envelope } from './lib/envelope.ts';
import { serializeRequest } from './lib/log-redaction.ts';
import { tooManyRequests } from './lib/app-error.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { devRoutes } from './modules/dev/dev.routes.ts';
import { registerAuth } from './plugins/auth.ts';
import { createTokenSigner } from './modules/auth/tokens.ts';
import type { AuthContext } from './modules/auth/account-flows.ts';
import { accountRoutes } from './modules/auth/account.routes.ts';
import { studentRoutes } from './modules/students/students.routes.ts';
import { mentorRoutes } from './modules/mentors/mentors.routes.ts';
import { mentorListingRoutes } from './modules/mentors/mentor-listing.routes.ts';
import { resolvePageMeta } from './modules/seo/page-meta.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { adminAccountRoutes } from './modules/admin/admin-account.routes.ts';
import { googleRoutes, linkedInRoutes } from './modules/auth/social.routes.ts';
import { createGoogleVerifier } from './modules/auth/google-sign-in.ts';
import { createLinkedInSignIn } from './modules/auth/linkedin-sign-in.ts';

export interface AppDeps {
  config: Config;
  db: Db;
  storage: FileStorage;
  mail: {
    transport: MailTransport;
    /** Tells the outbox worker that a request queued mail, so it goes out without waiting for the next poll. */
    notifyQueued(): void;
  };
  /** Where log lines go (standard output when absent); tests capture them to check what is logged. */
  logStream?: { write(line: string): void };
}

const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/** Builds the whole application without listening, so tests can drive it with app.inject. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.otp', '*.token'],
        censor: '[redacted]',
      },
      // Reset tokens travel in the path and OAuth codes in the query, so the logged URL is redacted too.
      serializers: { req: serializeRequest },
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    // Keep a caller's request id when it is sane, so logs can be joined across services.
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandling(app);
  registerJsonBodyParser(app);
  await registerSecurity(app, { corsOrigins: config.corsOrigins, allowGoogleSignIn: Boolean(config.google) });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  // Weak ETags on every answer: a repeated public request whose data did not change costs a 304.
  await app.register(etag, { weak: true });
  await app.register(rateLimit, {
    global: false,
    // After validation, so limits can be keyed by the e-mail address in the body.
    hook: 'preHandler',
    errorResponseBuilder: (_request, context) => tooManyRequests(Math.ceil(context.ttl / 1000)),
  });
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 2, fields: 40 } });
  await registerOpenApi(app, config.site.brandName);

  const signer = createTokenSigner(config.secrets.jwtSecret);
  const guards = registerAuth(app, { db: deps.db, signer });
  const authContext: AuthContext = {
    db: deps.db,
    signer,
    codeSecret: config.secrets.jwtSecret,
    brand: {
      brandName: config.site.brandName,
      supportEmail: config.site.supportEmail,
      publicUrl: config.publicUrl,
    },
    notifyMailQueued: deps.mail.notifyQueued,
  };

  healthRoutes(app, deps);
  contentRoutes(app, { db: deps.db, brand: authContext.brand, notifyMailQueued: deps.mail.notifyQueued });
  accountRoutes(app, authContext, guards, 'student');
  accountRoutes(app, authContext, guards, 'mentor');
  studentRoutes(app, authContext, guards, deps.storage);
  mentorRoutes(app, authContext, guards, deps.storage);
  mentorListingRoutes(app, deps);
  seoRoutes(app, { db: deps.db, publicUrl: config.publicUrl });
  adminAccountRoutes(app, { db: deps.db, signer, guards, storage: deps.storage });
  googleRoutes(app, authContext, config.google && createGoogleVerifier(config.google));
  linkedInRoutes(
    app,
    authContext,
    config.linkedin &&
      createLinkedInSignIn({
        ...config.linkedin,
        redirectUri: `${config.publicUrl}/api/v1/students/auth/linkedin/callback`,
        cookieSecret: config.secrets.jwtSecret,
      }),
    config.publicUrl,
  );
  if (deps.mail.transport.captures) devRoutes(app, { db: deps.db, brandName: config.site.brandName });

  registerResizedImages(app, {
    publicDir: deps.storage.publicDir,
    cacheDir: path.join(config.dataDir, 'cache', 'images'),
  });
  await registerWebApp(app, {
    webDistDir: config.webDistDir,
    publicUploadsDir: deps.storage.publicDir,
    site: config.site,
    publicUrl: config.publicUrl,
    resolveMeta: (pathname) => resolvePageMeta(deps.db, pathname, config.site),
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send(envelope(404, null, `No route for ${request.method} ${request.url.split('?')[0]}`)),
  );

  return app;
}
