// What must not ship, checked twice:
//   tsx scripts/check-dist.ts                  after every production build (scripts/build.ts)
//   tsx scripts/check-dist.ts --before-deploy  firebase.json's hosting.predeploy: `firebase deploy`
//                                              runs it in the project's folder and stops on a failure
// Reads every file of dist/, each lazy chunk as well as the first load, and fails when any holds the
// emulator's address, MSW, its service worker, the QA scenario switch or the Stately inspector
// (scripts/dist-scan.ts says what it looks for). Before a deploy it also fails when dist/ is not a
// production build (the emulator build lives in dist-emulator/), and when firebase.json's
// Content-Security-Policy does not frame exactly the build's own auth domain
// (docs/decisions/0009-hosting-and-content-security-policy.md).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { scanBuild } from './dist-scan.ts';
import { readFirebaseJson } from './firebase-json.ts';

const beforeDeploy = process.argv.includes('--before-deploy');
const dist = resolve('dist');

function fail(problem: string): never {
  console.error(`\ncheck-dist: FAILED, ${problem}\n`);
  process.exit(1);
}

if (!existsSync(dist)) fail('there is no dist/: run `npm run build` first.');
const files = readdirSync(dist, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => {
    const file = join(entry.parentPath, entry.name);
    return { path: relative(dist, file), text: readFileSync(file, 'latin1') };
  });
const findings = scanBuild(files);
if (findings.length > 0) {
  fail(
    `this build must not ship:\n` +
      findings.map((f) => `  - ${f.what} in dist/${f.path} ("${f.match}")`).join('\n') +
      '\nBuild for the real project with `npm run build` (README, "Deploy").',
  );
}

if (beforeDeploy) {
  // Written by scripts/firebase-settings-plugin.ts; Hosting never uploads dot-folders.
  const settingsFile = join(dist, '.vite', 'firebase-settings.json');
  const settings = (
    existsSync(settingsFile) ? JSON.parse(readFileSync(settingsFile, 'utf8')) : {}
  ) as Partial<Record<'mode' | 'projectId' | 'authDomain', string>>;
  if (settings.mode !== 'production') {
    fail('dist/ is not a production build. Build it with `npm run build` (README, "Deploy").');
  }
  const policy = readFirebaseJson('firebase.json')
    .hosting.headers.flatMap((rule) => rule.headers)
    .findLast((header) => header.key === 'Content-Security-Policy')?.value;
  const frameSrc = /(?:^|;)\s*(frame-src [^;]*?)\s*(?:;|$)/.exec(policy ?? '')?.[1];
  const wanted = `frame-src 'self' https://${settings.authDomain}`;
  if (frameSrc !== wanted) {
    fail(
      `firebase.json's Content-Security-Policy has "${frameSrc ?? 'no frame-src'}", and this build ` +
        `(project ${settings.projectId}) opens Firebase's sign-in frame on ${settings.authDomain}.\n` +
        `Write "${wanted}" in firebase.json: that domain and no other may be framed.`,
    );
  }
}
console.log(
  `check-dist: ${files.length} files of dist/ hold nothing of the emulator, MSW, the QA switch or the inspector` +
    (beforeDeploy ? '; the policy frames the build’s own auth domain only.' : '.'),
);
