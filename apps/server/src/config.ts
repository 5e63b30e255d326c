import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_SITE_CONFIG, PAYMENT_PROVIDERS, type SiteConfig } from '@neetmentor/contract';
import { serverRoot } from './lib/paths.ts';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const envSchema = z.object({
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  PUBLIC_URL: optionalText.pipe(z.url().optional()),
  JWT_SECRET: optionalText.pipe(z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional()),
  DEMO_DATA: z.enum(['0', '1']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CORS_ORIGINS: optionalText,
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_JWKS_URL: optionalText.pipe(z.url().optional()),
  LINKEDIN_CLIENT_ID: optionalText,
  LINKEDIN_CLIENT_SECRET: optionalText,
  LINKEDIN_ISSUER: optionalText.pipe(z.url().optional()),
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: optionalText,
  WEB_DIST_DIR: optionalText,
  BRAND_NAME: optionalText,
  SUPPORT_EMAIL: optionalText.pipe(z.email().optional()),
  WHATSAPP_NUMBER: optionalText.pipe(
    z
      .string()
      .regex(/^\d{10,15}$/, 'digits only, with country code')
      .optional(),
  ),
  POSTAL_ADDRESS: optionalText,
  SOCIAL_INSTAGRAM_URL: optionalText.pipe(z.url().optional()),
  SOCIAL_LINKEDIN_URL: optionalText.pipe(z.url().optional()),
  SOCIAL_YOUTUBE_URL: optionalText.pipe(z.url().optional()),
  NODE_ENV: optionalText,
  MAIL_CAPTURE: z.enum(['0', '1']).optional(),
  READ_CACHE: optionalText.pipe(z.enum(['on', 'off'], 'on or off').optional()),
  CHAT_SEND_LIMIT_PER_MINUTE: z.coerce
    .number('a whole number')
    .int('a whole number')
    .min(1, 'at least 1')
    .default(120),
  SHUTDOWN_DRAIN_MS: z.coerce
    .number('a whole number of milliseconds')
    .int('a whole number of milliseconds')
    .min(0, 'at least 0')
    .max(600_000, 'at most 600000 (10 minutes)')
    .default(5000),
  PAYMENT_PROVIDER: optionalText.pipe(z.enum(PAYMENT_PROVIDERS, 'sandbox or razorpay').optional()),
  RAZORPAY_KEY_ID: optionalText.pipe(
    z
      .string()
      .regex(/^rzp_(test|live)_\w+$/, 'a Razorpay key id (rzp_test_… or rzp_live_…)')
      .optional(),
  ),
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  RAZORPAY_API_URL: optionalText.pipe(z.url().optional()),
  REDIS_URL: optionalText.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
  STORAGE: optionalText.pipe(z.enum(['local', 's3'], 'local or s3').optional()),
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  S3_ENDPOINT: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  S3_FORCE_PATH_STYLE: optionalText.pipe(z.enum(['0', '1'], '0 or 1').optional()),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  TRUST_PROXY: optionalText.pipe(
    z
      .string()
      .regex(
        /^(\d{1,2}|[0-9a-fA-F:./]+(\s*,\s*[0-9a-fA-F:./]+)*)$/,
        'a hop count (1, 2…) or comma-separated proxy addresses or CIDR ranges; "true" is not accepted',
      )
      .optional(),
  ),
});

export interface Secrets {
  jwtSecret: string;
  embeddedDbPassword: string;
}

export interface Config {
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  seedDemoData: boolean;
  logLevel: string;
  corsOrigins: string[];
  /** With several server instances, realtime rooms, presence and rate limits are shared through this Redis. */
  redisUrl: string | undefined;
  /** Where uploads live: the data folder, or an S3-compatible bucket (what several instances share). */
  storage:
    | { backend: 'local' }
    | {
        backend: 's3';
        bucket: string;
        region: string;
        endpoint: string | undefined;
        forcePathStyle: boolean;
        /** Absent: the AWS SDK's default credential chain (environment, shared files, instance role…). */
        credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      };
  /** Without an SMTP server, mail is captured and readable at /dev/mailbox. */
  smtpUrl: string | undefined;
  google: { clientId: string; jwksUrl: string } | undefined;
  linkedin: { clientId: string; clientSecret: string; issuer: string } | undefined;
  mailFrom: string;
  webDistDir: string;
  /**
   * Which proxies' X-Forwarded-For to believe: none (false), a hop count, or the proxies' addresses.
   * Never "everyone": a client could then pick its own address and dodge every per-client limit.
   */
  trustProxy: false | number | string[];
  /** Production-like start: NODE_ENV=production or an external database. */
  productionLike: boolean;
  /** MAIL_CAPTURE=1: keep mail on this server even in a production-like start without SMTP_URL. */
  mailCaptureOptIn: boolean;
  /**
   * Public reads kept ready in memory (the default). READ_CACHE=off builds every answer from the database:
   * for measuring the queries themselves (the scale benchmark), never needed in service.
   */
  readCache: boolean;
  /**
   * Messages one account may send a minute, over every call and connection (120: generous for a person
   * typing on several devices, short of a script flooding a conversation).
   */
  chatSendLimitPerMinute: number;
  /**
   * After SIGTERM, how long health answers 503 while requests are still served, so a load balancer stops
   * sending before the listener closes (a second signal cuts it short).
   */
  shutdownDrainMs: number;
  /**
   * Who takes payments: the local sandbox (the default; no money moves) or Razorpay with its keys.
   * `chosen` says whether PAYMENT_PROVIDER was set, since a production start must choose explicitly.
   */
  payments:
    | { provider: 'sandbox'; chosen: boolean }
    | {
        provider: 'razorpay';
        chosen: true;
        keyId: string;
        keySecret: string;
        webhookSecret: string;
        apiUrl: string;
      };
  secrets: Secrets;
  site: SiteConfig;
}

export class ConfigError extends Error {}

/** Secrets not given in the environment are generated once and kept in the data folder (mode 0600). */
function loadOrCreateSecrets(dataDir: string, jwtSecretFromEnv: string | undefined): Secrets {
  const file = path.join(dataDir, 'secrets.json');
  let stored: Partial<Secrets> = {};
  if (existsSync(file)) stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>;
  const secrets: Secrets = {
    jwtSecret: stored.jwtSecret ?? randomBytes(48).toString('base64url'),
    embeddedDbPassword: stored.embeddedDbPassword ?? randomBytes(24).toString('base64url'),
  };
  if (stored.jwtSecret !== secrets.jwtSecret || stored.embeddedDbPassword !== secrets.embeddedDbPassword) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return jwtSecretFromEnv ? { ...secrets, jwtSecret: jwtSecretFromEnv } : secrets;
}

function buildSiteConfig(env: z.infer<typeof envSchema>): SiteConfig {
  const whatsappNumber = env.WHATSAPP_NUMBER ?? DEFAULT_SITE_CONFIG.whatsappNumber;
  return {
    brandName: env.BRAND_NAME ?? DEFAULT_SITE_CONFIG.brandName,
    supportEmail: env.SUPPORT_EMAIL ?? DEFAULT_SITE_CONFIG.supportEmail,
    whatsappNumber,
    postalAddress: env.POSTAL_ADDRESS ?? DEFAULT_SITE_CONFIG.postalAddress,
    social: {
      instagram: env.SOCIAL_INSTAGRAM_URL ?? DEFAULT_SITE_CONFIG.social.instagram,
      whatsapp: `https://wa.me/${whatsappNumber}`,
      linkedin: env.SOCIAL_LINKEDIN_URL ?? DEFAULT_SITE_CONFIG.social.linkedin,
      youtube: env.SOCIAL_YOUTUBE_URL ?? DEFAULT_SITE_CONFIG.social.youtube,
    },
    signIn: {
      googleClientId: env.GOOGLE_CLIENT_ID ?? null,
      linkedin: Boolean(env.LINKEDIN_CLIENT_ID && env.LINKEDIN_CLIENT_SECRET),
    },
  };
}

function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  if (!value) return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((address) => address.trim());
}

/**
 * Without SMTP_URL mail is captured on this server (the dev mailbox). That is the default of a plain local
 * start; a production-like start (NODE_ENV=production or DATABASE_URL) must opt in with MAIL_CAPTURE=1,
 * so a real deployment never silently keeps its users' codes and reset links instead of sending them.
 * Returns the warning to log when capturing in such a start.
 */
export function checkMailSetup(config: Config): string | undefined {
  if (config.smtpUrl || !config.productionLike) return undefined;
  if (!config.mailCaptureOptIn) {
    throw new ConfigError(
      'Invalid configuration:\n  SMTP_URL: set it to send e-mail (smtp://user:pass@host:587), or set MAIL_CAPTURE=1 to keep mail on this server instead (readable at /dev/mailbox from this machine or by an admin).',
    );
  }
  return 'MAIL_CAPTURE=1: e-mail is kept on this server, not sent. Set SMTP_URL to deliver it.';
}

function parsePayments(env: z.infer<typeof envSchema>): Config['payments'] {
  if (env.PAYMENT_PROVIDER !== 'razorpay') {
    return { provider: 'sandbox', chosen: env.PAYMENT_PROVIDER === 'sandbox' };
  }
  const missing = (['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const).filter(
    (key) => !env[key],
  );
  if (
    missing.length > 0 ||
    !env.RAZORPAY_KEY_ID ||
    !env.RAZORPAY_KEY_SECRET ||
    !env.RAZORPAY_WEBHOOK_SECRET
  ) {
    throw new ConfigError(
      `Invalid configuration:\n${missing.map((key) => `  ${key}: required with PAYMENT_PROVIDER=razorpay`).join('\n')}`,
    );
  }
  return {
    provider: 'razorpay',
    chosen: true,
    keyId: env.RAZORPAY_KEY_ID,
    keySecret: env.RAZORPAY_KEY_SECRET,
    webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
    apiUrl: (env.RAZORPAY_API_URL ?? 'https://api.razorpay.com').replace(/\/$/, ''),
  };
}

const S3_KEYS = [
  'S3_BUCKET',
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_FORCE_PATH_STYLE',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

function parseStorage(env: z.infer<typeof envSchema>): Config['storage'] {
  if (env.STORAGE !== 's3') {
    // Uploads silently kept on one instance's disk would vanish behind a load balancer: say so instead.
    const stray = S3_KEYS.filter((key) => env[key] !== undefined);
    if (stray.length === 0) return { backend: 'local' };
    throw new ConfigError(
      `Invalid configuration:\n${stray.map((key) => `  ${key}: only used with STORAGE=s3; set STORAGE=s3 to keep uploads in the bucket, or remove it`).join('\n')}`,
    );
  }
  const problems: string[] = [];
  if (!env.S3_BUCKET) problems.push('  S3_BUCKET: required with STORAGE=s3');
  if (!env.S3_REGION) problems.push('  S3_REGION: required with STORAGE=s3 (e.g. ap-south-1, or auto)');
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    const missing = env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    problems.push(
      `  ${missing}: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither to use the AWS SDK's default credentials`,
    );
  }
  if (problems.length > 0 || !env.S3_BUCKET || !env.S3_REGION) {
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return {
    backend: 's3',
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    // S3-compatible services mostly want the bucket in the path; AWS itself, in the host name.
    forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === '1' : Boolean(env.S3_ENDPOINT),
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}

/**
 * The sandbox takes no money, so a production-like start must name its provider: a deployment that
 * forgot the Razorpay keys would otherwise hand out paid sessions for nothing. Returns the warning to
 * log when such a start chose the sandbox on purpose.
 */
export function checkPaymentSetup(config: Config): string | undefined {
  if (config.payments.provider === 'razorpay' || !config.productionLike) return undefined;
  if (!config.payments.chosen) {
    throw new ConfigError(
      'Invalid configuration:\n  PAYMENT_PROVIDER: set it to razorpay (with RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET) to take payments, or to sandbox to take none.',
    );
  }
  return 'PAYMENT_PROVIDER=sandbox: payments are simulated and no money is taken.';
}

/**
 * The only reader of process.env: parses everything once and fails fast listing every bad key.
 * Relative paths are resolved against the directory the command was started from.
 */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env, baseDir = process.cwd()): Config {
  const parsed = envSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(baseDir, env.DATA_DIR);
  const productionLike = env.NODE_ENV === 'production' || Boolean(env.DATABASE_URL);
  return {
    host: env.HOST,
    port: env.PORT,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    // Demo data (and its published password) only where it is asked for or cannot reach real users.
    seedDemoData: productionLike ? env.DEMO_DATA === '1' : env.DEMO_DATA !== '0',
    logLevel: env.LOG_LEVEL,
    smtpUrl: env.SMTP_URL,
    google: env.GOOGLE_CLIENT_ID
      ? {
          clientId: env.GOOGLE_CLIENT_ID,
          jwksUrl: env.GOOGLE_JWKS_URL ?? 'https://www.googleapis.com/oauth2/v3/certs',
        }
      : undefined,
    linkedin:
      env.LINKEDIN_CLIENT_ID && env.LINKEDIN_CLIENT_SECRET
        ? {
            clientId: env.LINKEDIN_CLIENT_ID,
            clientSecret: env.LINKEDIN_CLIENT_SECRET,
            issuer: env.LINKEDIN_ISSUER ?? 'https://www.linkedin.com/oauth',
          }
        : undefined,
    mailFrom:
      env.MAIL_FROM ??
      `${env.BRAND_NAME ?? DEFAULT_SITE_CONFIG.brandName} <${env.SUPPORT_EMAIL ?? DEFAULT_SITE_CONFIG.supportEmail}>`,
    corsOrigins: env.CORS_ORIGINS ? env.CORS_ORIGINS.split(',').map((origin) => origin.trim()) : [],
    redisUrl: env.REDIS_URL,
    storage: parseStorage(env),
    webDistDir: env.WEB_DIST_DIR
      ? path.resolve(baseDir, env.WEB_DIST_DIR)
      : path.resolve(serverRoot, '..', 'web', 'dist'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    productionLike,
    mailCaptureOptIn: env.MAIL_CAPTURE === '1',
    readCache: env.READ_CACHE !== 'off',
    chatSendLimitPerMinute: env.CHAT_SEND_LIMIT_PER_MINUTE,
    shutdownDrainMs: env.SHUTDOWN_DRAIN_MS,
    payments: parsePayments(env),
    secrets: loadOrCreateSecrets(dataDir, env.JWT_SECRET),
    site: buildSiteConfig(env),
  };
}
