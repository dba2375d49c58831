// .ci/run: known advisories of high or critical severity in the dependencies that ship to
// shoppers' browsers (`npm audit --omit=dev`; the build and test tools are not shipped) fail the run.
// When the registry's advisory service cannot answer (these machines' registry answers npm's
// request with 405), nothing was checked: that is said plainly, as a warning that names the
// reason, and does not fail the run, since no change of ours could make it pass.
import { spawnSync } from 'node:child_process';

/** What this script reads of `npm audit --json`'s report (or of the error it prints instead). */
interface AuditReport {
  message?: string;
  metadata?: { vulnerabilities?: { total: number } };
  vulnerabilities?: Record<string, { severity: string }>;
}

const { stdout } = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
let report: AuditReport;
try {
  report = JSON.parse(stdout) as AuditReport;
} catch {
  report = { message: `npm audit printed no report: ${stdout.slice(0, 200)}` };
}

const counts = report.metadata?.vulnerabilities;
if (!counts) {
  console.warn(
    `audit: WARNING: the advisory check did not run, so nothing is known about advisories: ${report.message ?? 'no answer'}`,
  );
  process.exit(0);
}

const serious = Object.entries(report.vulnerabilities ?? {}).filter(([, finding]) =>
  ['high', 'critical'].includes(finding.severity),
);
if (serious.length > 0) {
  console.error('audit: shipped dependencies with high or critical advisories:');
  for (const [name, finding] of serious) console.error(`  ${name} (${finding.severity})`);
  console.error('Update them (npm audit fix --omit=dev) or replace them.');
  process.exit(1);
}
console.log(
  `audit: no high or critical advisories in the shipped dependencies (${counts.total} of lower severity).`,
);
