import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    // One browser and one server on two cores: files run one after another.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 240_000,
    // What a page shows after a tap can come late on a busy machine (CI shares two cores between the
    // server, PostgreSQL and Chromium): polled checks wait up to 10 s, not Vitest's default second, as
    // Playwright's own waits do (30 s). A state that never comes still fails.
    expect: { poll: { timeout: 10_000 } },
  },
});
