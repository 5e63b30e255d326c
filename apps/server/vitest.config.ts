import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // Tests that need a Redis server run in their own CI leg (vitest.redis.config.ts), with REDIS_URL.
    // With DATABASE_URL (CI's second run, against an external PostgreSQL) three files are left out: the
    // entry point's tests start the server on its own embedded database whatever DATABASE_URL says, and
    // the hostile-input test (some 30,000 requests, two minutes) checks the HTTP layer's answers, which do
    // not depend on which PostgreSQL holds the data; the first run covers both.
    exclude: [
      'src/**/*.redis.test.ts',
      ...(process.env.DATABASE_URL
        ? ['src/main.test.ts', 'src/embedded-database-restart.test.ts', 'src/hostile-input.test.ts']
        : []),
    ],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
