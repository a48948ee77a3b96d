#!/usr/bin/env node
// `npm test`'s dependency audit: `pnpm audit --prod` must find no high or critical advisory. Where
// the registry's audit endpoint cannot be reached (a mirror without it, no network), it says so and
// does not fail the run: an unanswered audit is reported, never counted as a clean one.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const res = spawnSync('pnpm', ['audit', '--prod', '--json'], { cwd: root, encoding: 'utf8' });
const output = `${res.stdout ?? ''}${res.stderr ?? ''}`;

let report;
try {
  report = JSON.parse(res.stdout);
} catch {
  report = null;
}
if (!report?.metadata) {
  const unreachable = /AUDIT_BAD_RESPONSE|ENOTFOUND|ECONNREFUSED|ETIMEDOUT|EAI_AGAIN|ECONNRESET|40[45]/.test(
    output,
  );
  if (unreachable) {
    const reason = output.match(/responded with \d+/)?.[0] ?? output.match(/E[A-Z_]{3,}/)?.[0] ?? 'no answer';
    console.log(`dependency audit: NOT CHECKED — the registry's audit endpoint is unreachable (${reason}).`);
    process.exit(0);
  }
  console.error(`dependency audit failed to run:\n${output}`);
  process.exit(1);
}
const { high = 0, critical = 0, moderate = 0, low = 0 } = report.metadata.vulnerabilities ?? {};
console.log(
  `dependency audit: ${critical} critical, ${high} high, ${moderate} moderate, ${low} low (production)`,
);
process.exit(high + critical > 0 ? 1 : 0);
