/**
 * `npm test`'s audit layer: `npm audit --omit=dev --audit-level=high` over the committed
 * lockfile. Any high or critical advisory in a production dependency fails it (fix by
 * upgrading, then check `npm ci` still installs from the lockfile). When the registry
 * answers without an audit service (some mirrors and proxies), the layer says so in one
 * line and passes: it cannot check, and it does not pretend it did.
 */
import { spawnSync } from 'node:child_process';
import { projectRoot } from './lib/build.ts';

const run = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], {
  cwd: projectRoot,
  encoding: 'utf8',
});
let report: {
  metadata?: { vulnerabilities?: Record<string, number> };
  message?: string;
  error?: { summary?: string };
};
try {
  report = JSON.parse(run.stdout) as typeof report;
} catch {
  console.error(`npm audit gave no report: ${run.stderr.trim() || run.stdout.trim()}`);
  process.exit(1);
}
const counts = report.metadata?.vulnerabilities;
if (!counts) {
  const reason = report.error?.summary || report.message || 'no report';
  console.log(
    `Note: npm audit cannot run against this registry (${reason}); advisories not checked.`,
  );
  process.exit(0);
}
const serious = (counts.high ?? 0) + (counts.critical ?? 0);
console.log(
  `npm audit (production dependencies): ${counts.critical ?? 0} critical, ${counts.high ?? 0} high, ${counts.moderate ?? 0} moderate, ${counts.low ?? 0} low.`,
);
if (serious > 0) {
  spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high'], {
    cwd: projectRoot,
    stdio: 'inherit',
  });
  process.exit(1);
}
