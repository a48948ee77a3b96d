// The secret scan of a test run (issue: nothing secret in logs): after every suite has run, the
// run's own output and the test servers' logs are read for what must never be written down.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** What a secret looks like in a log line; each is tested in scan-logs.test.ts. */
export const SECRET_PATTERNS = [
  { name: 'argon2 password hash', pattern: /\$argon2(?:id|i|d)\$v=\d+\$[^\s"']+/ },
  { name: 'JSON web token', pattern: /\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{16,}/ },
  { name: 'bearer credential', pattern: /\bBearer\s+[A-Za-z0-9._~+/-]{20,}/ },
  { name: 'API key', pattern: /\bsbk_[a-z0-9]{12}_[A-Za-z0-9_-]{20,}/ },
  { name: 'password field with a value', pattern: /"(?:password|user_new_pwd|card_cvc_code)"\s*:\s*"[^"]+"/ },
];

/** The findings in `text` (line number, what matched, the line with the secret masked). */
export function scanText(text) {
  const findings = [];
  text.split('\n').forEach((line, index) => {
    for (const { name, pattern } of SECRET_PATTERNS) {
      if (pattern.test(line)) {
        findings.push({ line: index + 1, name, masked: line.replace(pattern, '[…]').slice(0, 160) });
      }
    }
  });
  return findings;
}

/** Every log of the run: the root's and each package's `.reports/*.log`. */
export function runLogs(root) {
  const dirs = [root];
  for (const group of ['packages', 'apps']) {
    try {
      for (const name of readdirSync(path.join(root, group))) dirs.push(path.join(root, group, name));
    } catch {
      // a workspace without this group
    }
  }
  const files = [];
  for (const dir of dirs) {
    try {
      for (const file of readdirSync(path.join(dir, '.reports'))) {
        if (file.endsWith('.log')) files.push(path.join(dir, '.reports', file));
      }
    } catch {
      // a package that wrote no reports
    }
  }
  return files;
}

/** Scans every log of the run; prints one summary line and each finding. True when clean. */
export function scanRun(root) {
  let lines = 0;
  const findings = [];
  const files = runLogs(root);
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    lines += text.split('\n').length;
    for (const finding of scanText(text)) findings.push({ file: path.relative(root, file), ...finding });
  }
  console.log(`secret scan: ${lines} log lines in ${files.length} files, ${findings.length} findings`);
  for (const { file, line, name, masked } of findings) console.log(`  ${file}:${line} ${name}: ${masked}`);
  return findings.length === 0;
}
