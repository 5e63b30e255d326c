// `node scripts/check-test-report.mjs FILE`: fails unless the Vitest JSON report shows tests that all passed.
import { checkTestReport } from './lib/test-report.mjs';

try {
  const { passed, failed } = checkTestReport(process.argv[2]);
  process.stdout.write(`${passed} passed, ${failed} failed\n`);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
