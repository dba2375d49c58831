// npm run test:changed [-- <git ref>]: the quick loop while changing code. Runs only the tests a
// change touches, against the work tree's changes (or everything since <git ref>, e.g. main):
// the unit tests Vitest relates to the changed files (`vitest --changed`: a changed test file, or
// one that imports a changed module), then, when a changed file is an end-to-end spec or a module
// one imports, those specs on the emulator build and the development server
// (`playwright test --only-changed`, through npm run test:e2e, which builds and starts the shop).
// The full `npm test` stays what CI runs: a change can break a page no spec imports.
import { spawnSync } from 'node:child_process';

const since = process.argv[2];
const changed = since ? `--changed=${since}` : '--changed';
const onlyChanged = since ? `--only-changed=${since}` : '--only-changed';

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.signal === 'SIGINT') process.exit(130);
  return result.status ?? 1;
}

console.log(
  `test:changed: unit tests related to ${since ? `changes since ${since}` : 'uncommitted changes'}`,
);
const unit = run('vitest', ['run', changed, '--passWithNoTests']);

// Listing needs no browser and no running shop: only build and start it when a spec is selected.
const listed = spawnSync('playwright', ['test', '--list', onlyChanged, '--project=build'], {
  encoding: 'utf8',
});
const specs = /Total: (\d+) tests?/.exec(listed.stdout)?.[1] ?? '0';
let endToEnd = 0;
if (specs === '0') {
  console.log('test:changed: no end-to-end spec imports a changed file');
} else {
  console.log(
    `test:changed: ${specs} end-to-end tests in changed specs, on the build and dev server`,
  );
  endToEnd = run('npm', ['run', '--silent', 'test:e2e', '--', onlyChanged]);
}
process.exit(unit || endToEnd);
