import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web'],
    // Vitest leaves one core free by default, which on a 2-core machine means one file at a time. Server
    // files spend much of their time waiting on PostgreSQL, so two at a time pay (about a third off the run).
    maxWorkers: 2,
  },
});
