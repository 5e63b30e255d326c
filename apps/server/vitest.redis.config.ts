import { defineConfig } from 'vitest/config';

/** The multi-instance leg: server tests that need a Redis server (REDIS_URL), run by .ci/run. */
export default defineConfig({
  test: {
    name: 'server-redis',
    include: ['src/**/*.redis.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
