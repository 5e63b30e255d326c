// Vitest can end with exit code 0 after a configuration error that ran nothing; its JSON report
// says how many tests really ran and passed.
import { readFileSync } from 'node:fs';

export function checkTestReport(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (report.numTotalTests === 0 || report.numFailedTests > 0 || !report.success) {
    throw new Error(
      `${report.numPassedTests} passed, ${report.numFailedTests} failed of ${report.numTotalTests} (${file})`,
    );
  }
  return { passed: report.numPassedTests, failed: report.numFailedTests };
}
