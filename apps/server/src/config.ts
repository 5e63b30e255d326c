import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_SITE_CONFIG, type SiteConfig } from '@neetmentor/contract';
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
  /** Without an SMTP server, mail is captured and readable at /dev/mailbox. */
  smtpUrl: string | undefined;
  google: { clientId: string; jwksUrl: string } | undefined;
  linkedin: { clientId: string; clientSecret: string; issuer: string } | undefined;
  mailFrom: string;
  webDistDir: string;
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
  return {
    host: env.HOST,
    port: env.PORT,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    seedDemoData: env.DATABASE_URL ? env.DEMO_DATA === '1' : env.DEMO_DATA !== '0',
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
    webDistDir: env.WEB_DIST_DIR
      ? path.resolve(baseDir, env.WEB_DIST_DIR)
      : path.resolve(serverRoot, '..', 'web', 'dist'),
    secrets: loadOrCreateSecrets(dataDir, env.JWT_SECRET),
    site: buildSiteConfig(env),
  };
}
