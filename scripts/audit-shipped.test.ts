import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

// .ci/run's advisory step, run as CI runs it, with an `npm` on the PATH that answers `npm audit`
// with the report of each case.
const script = fileURLToPath(new URL('audit-shipped.ts', import.meta.url));
let bin: string;

beforeEach(() => {
  bin = mkdtempSync(join(tmpdir(), 'voltbay-audit-'));
});
afterEach(() => rmSync(bin, { recursive: true, force: true }));

function auditWith(report: unknown) {
  writeFileSync(join(bin, 'report.json'), JSON.stringify(report));
  writeFileSync(join(bin, 'npm'), `#!/bin/sh\ncat "${join(bin, 'report.json')}"\nexit 1\n`);
  chmodSync(join(bin, 'npm'), 0o755);
  const run = spawnSync(process.execPath, ['--import', 'tsx', script], {
    encoding: 'utf8',
    env: { ...process.env, PATH: `${bin}:${process.env.PATH}` },
  });
  return { status: run.status, output: run.stdout + run.stderr };
}

const metadata = (high: number, critical: number, moderate = 0) => ({
  vulnerabilities: { info: 0, low: 0, moderate, high, critical, total: moderate + high + critical },
});

describe('the advisory check of .ci/run', () => {
  it('fails on a high or critical advisory and names the package', () => {
    const run = auditWith({
      vulnerabilities: { 'some-lib': { severity: 'high' }, other: { severity: 'moderate' } },
      metadata: metadata(1, 0, 1),
    });
    expect(run.status).toBe(1);
    expect(run.output).toContain('some-lib (high)');
    expect(run.output).not.toContain('other');
  });

  it('passes when only lower severities are known', () => {
    const run = auditWith({
      vulnerabilities: { other: { severity: 'moderate' } },
      metadata: metadata(0, 0, 1),
    });
    expect(run.status).toBe(0);
    expect(run.output).toContain('no high or critical advisories');
  });

  it('says plainly that nothing was checked when the advisory service does not answer', () => {
    const run = auditWith({ message: '405 Method Not Allowed - POST .../advisories/bulk' });
    expect(run.status).toBe(0);
    expect(run.output).toContain('WARNING: the advisory check did not run');
    expect(run.output).toContain('405 Method Not Allowed');
    expect(run.output).not.toContain('no high or critical');
  });
});
