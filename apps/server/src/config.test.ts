import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

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
});
