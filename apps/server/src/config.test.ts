import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkMailSetup, ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  const folders: string[] = [];
  const scratch = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'neetmentor-config-'));
    folders.push(dir);
    return dir;
  };
  afterEach(() => folders.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('uses port 3000 and ./data relative to the start folder by default', () => {
    const base = scratch();
    const config = loadConfig({}, base);
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.join(base, 'data'));
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.seedDemoData).toBe(true);
  });

  it('honours PORT and DATA_DIR', () => {
    const base = scratch();
    const config = loadConfig({ PORT: '4100', DATA_DIR: './tmp-data' }, base);
    expect(config.port).toBe(4100);
    expect(config.dataDir).toBe(path.join(base, 'tmp-data'));
  });

  it('drains 5 s before a shutdown unless SHUTDOWN_DRAIN_MS says otherwise, and rejects a bad value', () => {
    const base = scratch();
    expect(loadConfig({}, base).shutdownDrainMs).toBe(5000);
    expect(loadConfig({ SHUTDOWN_DRAIN_MS: '0' }, base).shutdownDrainMs).toBe(0);
    expect(loadConfig({ SHUTDOWN_DRAIN_MS: '30000' }, base).shutdownDrainMs).toBe(30_000);
    for (const bad of ['-1', '2.5', 'soon', '600001']) {
      expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: bad }, base)).toThrow(/SHUTDOWN_DRAIN_MS/);
    }
  });

  it('generates secrets once, keeps them private in the data folder and reuses them', () => {
    const base = scratch();
    const first = loadConfig({}, base);
    const file = path.join(base, 'data', 'secrets.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8')).jwtSecret).toBe(first.secrets.jwtSecret);
    expect(loadConfig({}, base).secrets).toEqual(first.secrets);
  });

  it('does not create demo data on an external database unless DEMO_DATA=1', () => {
    const base = scratch();
    const url = 'postgres://user@127.0.0.1:5432/app';
    expect(loadConfig({ DATABASE_URL: url }, base).seedDemoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: url, DEMO_DATA: '1' }, base).seedDemoData).toBe(true);
  });

  it('fails fast listing every bad key', () => {
    const base = scratch();
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' }, base)).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' }, base);
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('JWT_SECRET');
    }
  });

  it('trusts no proxy by default, and only the hop count or addresses given', () => {
    const base = scratch();
    expect(loadConfig({}, base).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }, base).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.1.0/24' }, base).trustProxy).toEqual([
      '10.0.0.1',
      '10.0.1.0/24',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' }, base)).toThrow(/TRUST_PROXY/);
  });

  it('captures mail by default locally, but a production-like start needs SMTP_URL or MAIL_CAPTURE=1', () => {
    const base = scratch();
    const url = 'postgres://user@127.0.0.1:5432/app';
    expect(checkMailSetup(loadConfig({}, base))).toBeUndefined();
    expect(() => checkMailSetup(loadConfig({ DATABASE_URL: url }, base))).toThrow(
      /SMTP_URL.*MAIL_CAPTURE=1/s,
    );
    expect(() => checkMailSetup(loadConfig({ NODE_ENV: 'production' }, base))).toThrow(ConfigError);
    expect(checkMailSetup(loadConfig({ DATABASE_URL: url, MAIL_CAPTURE: '1' }, base))).toMatch(/not sent/);
    expect(
      checkMailSetup(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com:587' }, base)),
    ).toBeUndefined();
  });

  it('keeps uploads in the data folder unless STORAGE=s3 names a complete bucket', () => {
    const base = scratch();
    expect(loadConfig({}, base).storage).toEqual({ backend: 'local' });
    const bucket = { STORAGE: 's3', S3_BUCKET: 'uploads', S3_REGION: 'ap-south-1' };
    expect(loadConfig(bucket, base).storage).toEqual({
      backend: 's3',
      bucket: 'uploads',
      region: 'ap-south-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
    const compatible = loadConfig(
      {
        ...bucket,
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      },
      base,
    ).storage;
    expect(compatible).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
    expect(
      loadConfig({ ...bucket, S3_ENDPOINT: 'https://r2.example.com', S3_FORCE_PATH_STYLE: '0' }, base)
        .storage,
    ).toMatchObject({ forcePathStyle: false });
  });

  it('fails fast on an incomplete or stray S3 configuration, naming each key', () => {
    const base = scratch();
    expect(() => loadConfig({ STORAGE: 's3' }, base)).toThrow(
      /S3_BUCKET: required.*\n.*S3_REGION: required/s,
    );
    expect(() =>
      loadConfig({ STORAGE: 's3', S3_BUCKET: 'b', S3_REGION: 'auto', S3_ACCESS_KEY_ID: 'key' }, base),
    ).toThrow(/S3_SECRET_ACCESS_KEY: set both/);
    expect(() => loadConfig({ S3_BUCKET: 'uploads' }, base)).toThrow(/S3_BUCKET: only used with STORAGE=s3/);
    expect(() => loadConfig({ STORAGE: 'disk' }, base)).toThrow(/STORAGE: local or s3/);
    expect(() =>
      loadConfig({ STORAGE: 's3', S3_BUCKET: 'b', S3_REGION: 'auto', S3_ENDPOINT: 'ftp://x' }, base),
    ).toThrow(/S3_ENDPOINT/);
  });
});
