import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// The shop's server as a process of its own (`server/main.ts`), as `npm start` and Cloud Run run
// it: for the tests of what only a whole process does (start, SIGTERM, several instances).

const root = fileURLToPath(new URL('../..', import.meta.url));
const running = new Set<ChildProcess>();

export interface ServerProcess {
  child: ChildProcess;
  origin: string;
  /** Everything it printed so far (its JSON log lines). */
  output: () => string;
}

/** Resolves once `child` has exited (at once when it already has). */
export const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/**
 * Starts the server with `env` (and PORT 0, TRUST_PROXY, an SMTP port where nothing listens,
 * unless given); resolves once it listens, or rejects with what it printed on exit. `inspect`
 * opens Node's inspector on a loopback port, for `retainedHeap`.
 */
export function startServerProcess(
  env: NodeJS.ProcessEnv,
  { inspect = false } = {},
): Promise<ServerProcess> {
  const inspector = inspect ? ['--inspect=127.0.0.1:0'] : [];
  const child = spawn(process.execPath, [...inspector, '--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      PORT: '0',
      TRUST_PROXY: 'true',
      SMTP_URL: 'smtp://127.0.0.1:9',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /"message":"listening","url":"(http:\/\/[^/]+)\/api\/health"/.exec(output)?.[1];
      if (url) resolve({ child, origin: url, output: () => output });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => reject(new Error(`exit ${code}: ${output}`)));
    child.on('error', reject);
  });
}

/**
 * The bytes of JavaScript heap a process started with `inspect` holds after a full garbage
 * collection: what it keeps, without the garbage a load leaves until V8 gets round to it (which
 * moves its resident memory by tens of MiB). Asked through the inspector's protocol.
 */
export async function retainedHeap(server: ServerProcess): Promise<number> {
  const url = /Debugger listening on (ws:\/\/\S+)/.exec(server.output())?.[1];
  if (!url) throw new Error('the process was not started with `inspect`');
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  const answers = new Map<number, (result: unknown) => void>();
  socket.onmessage = (event) => {
    const { id, result } = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (id !== undefined) answers.get(id)?.(result);
  };
  const call = (id: number, method: string) =>
    new Promise<unknown>((resolve) => {
      answers.set(id, resolve);
      socket.send(JSON.stringify({ id, method }));
    });
  try {
    await call(1, 'HeapProfiler.collectGarbage');
    return ((await call(2, 'Runtime.getHeapUsage')) as { usedSize: number }).usedSize;
  } finally {
    socket.close();
  }
}

/** Kills every server process still running (a test's `afterEach`): none outlives its test. */
export async function killServerProcesses() {
  await Promise.all(
    [...running].map((child) => {
      child.kill('SIGKILL');
      return exited(child);
    }),
  );
  running.clear();
}

/**
 * The settings of a production start on the machine: the real checks of a production server,
 * with a database and an SMTP server of the test's own.
 */
export const productionSettings = (databaseUrl: string, smtpUrl: string) => ({
  NODE_ENV: 'production',
  DATABASE_URL: databaseUrl,
  FIREBASE_PROJECT_ID: 'voltbay-instances-test',
  SHOP_ORIGIN: 'https://voltbay.example',
  MAIL_FROM: 'Voltbay <shop@voltbay.example>',
  SMTP_URL: smtpUrl,
  HOST: '127.0.0.1',
});
