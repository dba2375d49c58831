// What a run records beside its figures (the commit, the browser, the machine), and where it keeps
// them: perf-results/ (git-ignored).
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { perfChromium } from '../chromium.ts';
import type { InteractionResult } from './interactions.ts';
import type { LighthouseResults, SeoAudit } from './lighthouse.ts';
import { root } from './pages.ts';
import type { StartupTasks } from './startup-tasks.ts';

/** Every figure of a perf run, as perf-results/*.json keeps them. */
export interface Results {
  date: string;
  commit: string;
  chromium: string;
  machine: { cores: number; cpu: string };
  runs: number;
  pages: string[];
  /** Lighthouse's mobile runs and start-up's traces ran at this CPU slowdown (the taps at 4x). */
  cpuSlowdown: number;
  lighthouse: LighthouseResults | null;
  startupTasks: Record<string, StartupTasks> | null;
  interactions: InteractionResult[] | null;
  seo: Record<string, SeoAudit> | null;
}

/** The commit measured, marked when the working tree has changes on top of it. */
export function gitCommit() {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  return (
    git('rev-parse', '--short', 'HEAD') +
    (git('status', '--porcelain', '--untracked-files=no') ? ' (changed)' : '')
  );
}

/** The browser measured in, as it gives its version. */
export function chromiumVersion() {
  const output = execFileSync(perfChromium, ['--version'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return output.trim();
}

/** Every figure, in a file of the run's date and in latest.json beside it. */
export function save(results: Results) {
  const folder = join(root, 'perf-results');
  mkdirSync(folder, { recursive: true });
  const json = `${JSON.stringify(results, null, 2)}\n`;
  const file = join(folder, `perf-${results.date.replaceAll(':', '-')}.json`);
  writeFileSync(file, json);
  writeFileSync(join(folder, 'latest.json'), json);
  console.log(`\nperf: all figures in ${file} (and perf-results/latest.json)`);
}
