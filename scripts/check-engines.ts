// `npm run lint`: every package in the lock file accepts the Node the project runs on.
// npm itself runs on the machine's Node (20 on ours), while the project runs on the Node that
// `npm install` brings (the `node` package, docs/decisions/0033-node-24.md), so npm's own
// engine-strict would judge every package against the wrong version. This checks the right one.
import { readFileSync } from 'node:fs';
import semver from 'semver';

interface LockedPackage {
  version?: string;
  engines?: { node?: string } | string[];
}

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, LockedPackage>;
};
const nodeVersion = lock.packages['node_modules/node']?.version;
if (!nodeVersion) {
  console.error('engines: the lock file has no `node` package; run `npm install node@24`.');
  process.exit(1);
}

const refused = Object.entries(lock.packages).flatMap(([path, locked]) => {
  // A few old packages write engines as a list of strings; they name no Node range we can check.
  const range = Array.isArray(locked.engines) ? undefined : locked.engines?.node;
  if (!range || semver.satisfies(nodeVersion, range, { includePrerelease: true })) return [];
  return [`${path || 'the project'}@${locked.version ?? ''} needs Node ${range}`];
});

if (refused.length > 0) {
  console.error(`engines: ${refused.length} package(s) refuse Node ${nodeVersion}:`);
  for (const line of refused) console.error(`  ${line}`);
  process.exit(1);
}
console.log(`engines: every package accepts Node ${nodeVersion}.`);
