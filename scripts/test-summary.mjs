// Adds up the JSON reports that each test runner wrote under <package>/.reports/ and prints one
// closing line for the whole workspace: "tests: N passed, N failed, N skipped".
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

function reportsOf(root) {
  const files = [];
  const packageDirs = [
    path.join(root, 'e2e'),
    path.join(root, 'e2e', 'packed-kit'),
    path.join(root, 'scripts'),
  ];
  for (const group of ['packages', 'apps']) {
    try {
      for (const name of readdirSync(path.join(root, group))) packageDirs.push(path.join(root, group, name));
    } catch {
      // a workspace without this group
    }
  }
  for (const pkg of packageDirs) {
    const dir = path.join(pkg, '.reports');
    let reports = [];
    try {
      reports = readdirSync(dir).filter((f) => f.endsWith('.json'));
    } catch {
      continue;
    }
    for (const report of reports) files.push(path.join(dir, report));
  }
  return files;
}

function count(report) {
  // Vitest's json reporter (jest-compatible fields).
  if (typeof report.numPassedTests === 'number') {
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + (report.numTodoTests ?? 0),
    };
  }
  // Playwright's json reporter.
  if (report.stats) {
    return {
      passed: report.stats.expected + report.stats.flaky,
      failed: report.stats.unexpected,
      skipped: report.stats.skipped,
    };
  }
  return { passed: 0, failed: 0, skipped: 0 };
}

export function summarize(root) {
  const total = { passed: 0, failed: 0, skipped: 0 };
  const lines = [];
  for (const file of reportsOf(root)) {
    const c = count(JSON.parse(readFileSync(file, 'utf8')));
    total.passed += c.passed;
    total.failed += c.failed;
    total.skipped += c.skipped;
    lines.push(
      `  ${path.relative(root, file)}: ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`,
    );
  }
  return { total, lines };
}
