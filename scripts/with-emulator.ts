// Runs a command beside the shop's services, in one terminal, and stops them all together: the
// Firebase Auth emulator, the shop's server (server/main.ts) and a mail inbox (MailDev).
//   tsx scripts/with-emulator.ts [--seed] [--hosting] [--quiet] [--fresh-data] --port <app port> [-- <command...>]
// --seed imports the QA accounts from emulator-data/. Changes made while it runs are not saved.
// --hosting also serves dist-emulator/ (npm run build:emulator) at the app port with the Hosting emulator,
// under firebase.json's rewrites and headers, its Content-Security-Policy allowing the Auth
// emulator as well (firebase.emulator.json, written here; the deployed policy never does). /api
// goes to the shop's server, as Hosting's rewrite sends it to Cloud Run in production.
// --quiet keeps the emulators to warnings and errors (the tests: no line per request).
// --fresh-data gives the shop's server an empty database in memory (the tests); otherwise it keeps
// its data in .data/pglite (npm run db:reset empties it).
// With --hosting the command may be left out: the emulators then run until Ctrl-C (npm run preview).
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, request } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFirebaseJson } from './firebase-json.ts';
import localServices from './local-services.json' with { type: 'json' };

const PROJECT_ID = 'demo-voltbay';

const root = fileURLToPath(new URL('..', import.meta.url));
// Where the Auth emulator listens: firebase.json says so to the emulator itself.
const firebaseConfig = readFirebaseJson(join(root, 'firebase.json'));
const EMULATOR = firebaseConfig.emulators.auth;
const argv = process.argv.slice(2);
const split = argv.indexOf('--');
const options = split === -1 ? argv : argv.slice(0, split);
const command = split === -1 ? [] : argv.slice(split + 1);
const seed = options.includes('--seed');
const hosting = options.includes('--hosting');
const quiet = options.includes('--quiet');
const freshData = options.includes('--fresh-data');
const { api: API, mail: MAIL } = localServices;
const API_ORIGIN = `http://${API.host}:${API.port}`;
const INBOX_URL = `http://${MAIL.host}:${MAIL.inboxPort}`;
const appPort = Number(options[options.indexOf('--port') + 1]);

function fail(message: string): never {
  console.error(`\nvoltbay: ${message}\n`);
  process.exit(1);
}

if (
  (command.length === 0 && !hosting) ||
  !Number.isInteger(appPort) ||
  options.indexOf('--port') === -1
) {
  fail(
    'usage: tsx scripts/with-emulator.ts [--seed] [--hosting] [--quiet] [--fresh-data] --port <app port> [-- <command...>]',
  );
}

// The Node versions package.json's `engines` names (`^20.19.0 || ^22.13.0 || ...`): the
// intersection of what the dependencies accept, in one place.
const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  engines: { node: string };
};
const nodeRange = packageJson.engines.node;
const supported = nodeRange.split('||').map((range) => {
  const caret = /^\^(\d+)\.(\d+)\.\d+$/.exec(range.trim());
  if (!caret) fail(`package.json's engines.node must list ^major.minor.patch ranges: ${range}`);
  return { major: Number(caret[1]), minor: Number(caret[2]) };
});
const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
if (!supported.some((range) => range.major === major && minor >= range.minor)) {
  fail(`Node ${nodeRange} is needed; this is Node ${process.versions.node}.`);
}

/** Resolves when nothing listens on host:port; an address family the machine lacks counts as free. */
function isFree(host: string, port: number) {
  return new Promise<boolean>((resolve) => {
    const probe = createServer()
      .once('error', (error: NodeJS.ErrnoException) =>
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
  { what: "the shop's server", hosts: [API.host], port: API.port },
  { what: 'the mail inbox (SMTP)', hosts: [MAIL.host], port: MAIL.smtpPort },
  { what: 'the mail inbox (web)', hosts: [MAIL.host], port: MAIL.inboxPort },
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

const EMULATOR_ORIGIN = `http://${EMULATOR.host}:${EMULATOR.port}`;
const env: NodeJS.ProcessEnv = {
  ...process.env,
  PATH: `${root}node_modules/.bin:${process.env.PATH}`,
};

/** The services started here, stopped when the command or the emulators end. */
const services: ChildProcess[] = [];
let stopping = false;
function stopServices() {
  stopping = true;
  for (const service of services) service.kill('SIGTERM');
}
process.on('exit', stopServices);

function startService(what: string, file: string, args: string[], serviceEnv = env) {
  const child = spawn(file, args, {
    cwd: root,
    env: serviceEnv,
    // The server's JSON lines, one per request, only when a person watches (npm start).
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
  });
  child.on('error', (error) =>
    fail(`could not start ${what}: ${error.message}. Run npm install first.`),
  );
  child.on('exit', (code, signal) => {
    if (!stopping) fail(`${what} stopped (${signal ?? `exit ${code}`}); see its message above.`);
  });
  services.push(child);
  return child;
}

startService('the mail inbox', 'maildev', [
  '--ip',
  MAIL.host,
  '--smtp',
  String(MAIL.smtpPort),
  '--web',
  String(MAIL.inboxPort),
  // MailDev 3 binds its web inbox apart from its SMTP, on every interface unless told.
  '--web-ip',
  MAIL.host,
  '--silent',
]);
startService("the shop's server", 'tsx', ['server/main.ts'], {
  ...env,
  HOST: API.host,
  PORT: String(API.port),
  FIREBASE_PROJECT_ID: PROJECT_ID,
  FIREBASE_AUTH_EMULATOR_HOST: `${EMULATOR.host}:${EMULATOR.port}`,
  SMTP_URL: `smtp://${MAIL.host}:${MAIL.smtpPort}`,
  // Its e-mails link to the shop this script serves.
  SHOP_ORIGIN: `http://localhost:${appPort}`,
  ...(freshData ? { PGLITE_DIR: 'memory://' } : {}),
});

/** Waits until the shop's server answers its health check (it migrates and seeds first). */
async function apiReady() {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const healthy = await fetch(`${API_ORIGIN}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  fail(`the shop's server did not answer ${API_ORIGIN}/api/health within 60 s.`);
}
await apiReady();

/** A port the system has free now: the Hosting emulator's, behind the app port's proxy. */
function freePort() {
  return new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The app port under --hosting: /api to the shop's server, everything else to the Hosting
 * emulator, as Hosting's rewrite does in production (the emulator itself would send a Cloud Run
 * rewrite to the live service).
 */
function startProxy(hostingPort: number) {
  const proxy = createHttpServer((incoming, outgoing) => {
    const url = incoming.url ?? '/';
    const toApi = url === '/api' || url.startsWith('/api/');
    const upstream = request(
      {
        host: '127.0.0.1',
        port: toApi ? API.port : hostingPort,
        method: incoming.method,
        path: url,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(upstream);
  });
  proxy.listen(appPort, '127.0.0.1');
  return proxy;
}

const hostingPort = hosting ? await freePort() : undefined;
if (hostingPort !== undefined) startProxy(hostingPort).unref();

console.log(
  `voltbay: the shop's services are starting; Ctrl-C stops them all.\n` +
    `  shop:              http://localhost:${appPort}${hosting ? ' (dist-emulator/ on the Hosting emulator)' : ''}\n` +
    `  shop's server:     ${API_ORIGIN}/api/health (data: ${freshData ? 'in memory, fresh' : '.data/pglite'})\n` +
    `  mail inbox:        ${INBOX_URL}\n` +
    `  Auth emulator:     http://${EMULATOR.host}:${EMULATOR.port} (project ${PROJECT_ID}` +
    `${seed ? ', QA accounts from emulator-data/' : ''})\n` +
    `${command.length > 0 ? `  then:              ${command.join(' ')}\n` : ''}`,
);

const EMULATOR_CONFIG = 'firebase.emulator.json';

/**
 * firebase.json for the emulator build: dist-emulator/ served on the app port, its policy letting the
 * page reach the Auth emulator, and no predeploy step (nothing here is deployed).
 */
function writeEmulatorConfig(hostingPort: number) {
  const config = structuredClone(firebaseConfig);
  const allowEmulator = (policy: string) =>
    policy.replace(/(connect-src|frame-src) ([^;]+)/g, `$1 $2 ${EMULATOR_ORIGIN}`);
  for (const rule of config.hosting.headers) {
    for (const header of rule.headers) {
      if (header.key === 'Content-Security-Policy') header.value = allowEmulator(header.value);
    }
  }
  config.hosting.public = 'dist-emulator';
  // /api never reaches the emulator (the proxy on the app port sends it to the local server); its
  // Cloud Run rewrite would point at the live service.
  config.hosting.rewrites = config.hosting.rewrites.filter((rewrite) => !rewrite.run);
  delete config.hosting.predeploy;
  config.emulators.hosting = { host: '127.0.0.1', port: hostingPort };
  writeFileSync(join(root, EMULATOR_CONFIG), JSON.stringify(config, null, 2));
}

const firebaseArgs = [command.length > 0 ? 'emulators:exec' : 'emulators:start'];
firebaseArgs.push('--only', hosting ? 'auth,hosting' : 'auth', '--project', PROJECT_ID);
if (hostingPort !== undefined) {
  writeEmulatorConfig(hostingPort);
  firebaseArgs.push('--config', EMULATOR_CONFIG);
}
if (seed) firebaseArgs.push('--import', 'emulator-data');
if (quiet) firebaseArgs.push('--log-verbosity', 'QUIET');
/** `arg` as a POSIX shell reads it back: emulators:exec runs the command through a shell. */
const shellQuoted = (arg: string) =>
  /^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", "'\\''")}'`;
if (command.length > 0) firebaseArgs.push(command.map(shellQuoted).join(' '));

const child = spawn('firebase', firebaseArgs, { cwd: root, stdio: 'inherit', env });

// Ctrl-C reaches the emulator and the command directly (same process group): wait for them.
process.on('SIGINT', () => {
  stopping = true;
});
process.on('SIGTERM', () => {
  stopServices();
  child.kill('SIGTERM');
});
child.on('error', (error) =>
  fail(`could not start the emulator: ${error.message}. Run npm install first.`),
);
child.on('exit', (code, signal) => {
  stopServices();
  process.exit(code ?? (signal === 'SIGINT' ? 130 : 1));
});
