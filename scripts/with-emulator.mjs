#!/usr/bin/env node
// Runs a command beside the Firebase Auth emulator, in one terminal, and stops both together:
//   node scripts/with-emulator.mjs [--seed] [--hosting] [--quiet] --port <app port> [-- <command...>]
// --seed imports the QA accounts from emulator-data/. Changes made while it runs are not saved.
// --hosting also serves dist-emulator/ (npm run build:emulator) at the app port with the Hosting emulator,
// under firebase.json's rewrites and headers, its Content-Security-Policy allowing the Auth
// emulator as well (firebase.emulator.json, written here; the deployed policy never does).
// --quiet keeps the emulators to warnings and errors (the tests: no line per request).
// With --hosting the command may be left out: the emulators then run until Ctrl-C (npm run preview).
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PROJECT_ID = 'demo-voltbay';

const root = fileURLToPath(new URL('..', import.meta.url));
// Where the Auth emulator listens: firebase.json says so to the emulator itself.
const firebaseConfig = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));
const EMULATOR = firebaseConfig.emulators.auth;
const argv = process.argv.slice(2);
const split = argv.indexOf('--');
const options = split === -1 ? argv : argv.slice(0, split);
const command = split === -1 ? [] : argv.slice(split + 1);
const seed = options.includes('--seed');
const hosting = options.includes('--hosting');
const quiet = options.includes('--quiet');
const appPort = Number(options[options.indexOf('--port') + 1]);

function fail(message) {
  console.error(`\nvoltbay: ${message}\n`);
  process.exit(1);
}

if (
  (command.length === 0 && !hosting) ||
  !Number.isInteger(appPort) ||
  options.indexOf('--port') === -1
) {
  fail(
    'usage: node scripts/with-emulator.mjs [--seed] [--hosting] [--quiet] --port <app port> [-- <command...>]',
  );
}

// The Node versions package.json's `engines` names (`^20.19.0 || ^22.13.0 || ...`): the
// intersection of what the dependencies accept, in one place.
const nodeRange = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).engines.node;
const supported = nodeRange.split('||').map((range) => {
  const caret = /^\^(\d+)\.(\d+)\.\d+$/.exec(range.trim());
  if (!caret) fail(`package.json's engines.node must list ^major.minor.patch ranges: ${range}`);
  return { major: Number(caret[1]), minor: Number(caret[2]) };
});
const [major, minor] = process.versions.node.split('.').map(Number);
if (!supported.some((range) => range.major === major && minor >= range.minor)) {
  fail(`Node ${nodeRange} is needed; this is Node ${process.versions.node}.`);
}

/** Resolves when nothing listens on host:port; an address family the machine lacks counts as free. */
function isFree(host, port) {
  return new Promise((resolve) => {
    const probe = createServer()
      .once('error', (error) =>
        resolve(error.code === 'EADDRNOTAVAIL' || error.code === 'EAFNOSUPPORT'),
      )
      .once('listening', () => probe.close(() => resolve(true)))
      .listen(port, host);
  });
}

const wanted = [
  { what: 'the Auth emulator', hosts: [EMULATOR.host], port: EMULATOR.port },
  {
    what: hosting ? 'the Hosting emulator' : 'the app',
    hosts: ['127.0.0.1', '::1'],
    port: appPort,
  },
];
for (const { what, hosts, port } of wanted) {
  const free = await Promise.all(hosts.map((host) => isFree(host, port)));
  if (free.includes(false)) {
    fail(
      `port ${port}, needed for ${what}, is already in use.\n` +
        `  Is the shop already running in another terminal? Stop it, or find the process with:\n` +
        `  lsof -i :${port}   (or: ss -ltnp 'sport = :${port}')`,
    );
  }
}

console.log(
  `voltbay: starting the Auth emulator (project ${PROJECT_ID}, http://${EMULATOR.host}:${EMULATOR.port}` +
    `${seed ? ', QA accounts from emulator-data/' : ''})` +
    `${hosting ? `, the Hosting emulator serving dist-emulator/ at http://127.0.0.1:${appPort}` : ''}` +
    `${command.length > 0 ? `, then: ${command.join(' ')}` : ''}\n` +
    `voltbay: Ctrl-C stops both.\n`,
);

const EMULATOR_ORIGIN = `http://${EMULATOR.host}:${EMULATOR.port}`;
const EMULATOR_CONFIG = 'firebase.emulator.json';

/**
 * firebase.json for the emulator build: dist-emulator/ served on the app port, its policy letting the
 * page reach the Auth emulator, and no predeploy step (nothing here is deployed).
 */
function writeEmulatorConfig() {
  const config = structuredClone(firebaseConfig);
  const allowEmulator = (policy) =>
    policy.replace(/(connect-src|frame-src) ([^;]+)/g, `$1 $2 ${EMULATOR_ORIGIN}`);
  for (const rule of config.hosting.headers) {
    for (const header of rule.headers) {
      if (header.key === 'Content-Security-Policy') header.value = allowEmulator(header.value);
    }
  }
  config.hosting.public = 'dist-emulator';
  delete config.hosting.predeploy;
  config.emulators.hosting = { host: '127.0.0.1', port: appPort };
  writeFileSync(join(root, EMULATOR_CONFIG), JSON.stringify(config, null, 2));
}

const firebaseArgs = [command.length > 0 ? 'emulators:exec' : 'emulators:start'];
firebaseArgs.push('--only', hosting ? 'auth,hosting' : 'auth', '--project', PROJECT_ID);
if (hosting) {
  writeEmulatorConfig();
  firebaseArgs.push('--config', EMULATOR_CONFIG);
}
if (seed) firebaseArgs.push('--import', 'emulator-data');
if (quiet) firebaseArgs.push('--log-verbosity', 'QUIET');
if (command.length > 0) firebaseArgs.push(command.join(' '));

const child = spawn('firebase', firebaseArgs, {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PATH: `${root}node_modules/.bin:${process.env.PATH}` },
});

// Ctrl-C reaches the emulator and the command directly (same process group): wait for them.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => child.kill('SIGTERM'));
child.on('error', (error) =>
  fail(`could not start the emulator: ${error.message}. Run npm install first.`),
);
child.on('exit', (code, signal) => process.exit(code ?? (signal === 'SIGINT' ? 130 : 1)));
