import { existsSync, mkdtempSync } from 'node:fs';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { exited, killServerProcesses, startServerProcess } from '#server/testing/server-process.ts';
import { copyMigratedDatabaseTo, testPhone } from '#server/testing/test-database.ts';

// The server as `npm start` runs it: a process of its own on an embedded database in a folder.

/**
 * The tests below wait on the server process itself (the line saying it listens, its exit, its
 * answers), so a busy machine makes them longer, not failing. This bound only ends a test whose
 * server hangs: four times the slowest measured (77 s, on two cores at a load of 11).
 */
const HUNG_AFTER_MS = 5 * 60_000;

const silentSmtp = createServer();
beforeAll(() => new Promise<void>((resolve) => silentSmtp.listen(0, '127.0.0.1', resolve)));
afterAll(() => new Promise<void>((resolve) => silentSmtp.close(() => resolve())));
// Gone before the next test starts, rather than still taking the machine's time.
afterEach(killServerProcesses);

function placeOrder(origin: string, index: number) {
  return fetch(`${origin}/api/orders`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'idempotency-key': `restart-test-order-${index}`,
    },
    body: JSON.stringify({
      lines: [{ productId: 'vb-0001', quantity: 1 }],
      contact: { name: 'Ada', email: `ada.${index}@voltbay.example`, phone: testPhone() },
      fulfilment: { type: 'pickup', store: 'riverside', payment: 'pay-at-store' },
    }),
  });
}

/** An SMTP server that takes connections and never says a word. */
const silentSmtpUrl = () => `smtp://127.0.0.1:${(silentSmtp.address() as AddressInfo).port}`;

/** A contact message, whose e-mails the server's worker sends once it has answered. */
const sendContactMessage = (origin: string) =>
  fetch(`${origin}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Ada',
      email: 'ada@voltbay.example',
      subject: 'Warranty',
      message: 'My laptop no longer charges.',
    }),
  });

describe('the server process', { timeout: HUNG_AFTER_MS }, () => {
  it('loses no committed order when killed mid-run, and a second server on its folder is refused', async () => {
    // A folder holding a database already: creating one makes the slowest start, which the next
    // test has.
    const folder = join(mkdtempSync(join(tmpdir(), 'voltbay-server-')), 'pglite');
    await copyMigratedDatabaseTo(folder);
    const first = await startServerProcess({ PGLITE_DIR: folder });

    const second = await startServerProcess({ PGLITE_DIR: folder }).then(
      () => 'started',
      (error: Error) => error.message,
    );
    expect(second).toMatch(/^exit 1: [\s\S]*database folder .* is open in another process/);

    // Shoppers who each order again once answered, so that orders keep arriving until the
    // server is killed, five orders in, with the others' in flight. A shopper stops at an order
    // that is refused or not answered at all.
    const shoppers = 4;
    const placed: { number: string; email: string }[] = [];
    let ordersSent = 0;
    let unanswered = 0;
    const shopper = async () => {
      for (;;) {
        let order: { number: string; contact: { email: string } };
        try {
          const response = await placeOrder(first.origin, ordersSent++);
          if (response.status !== 201) return;
          order = (await response.json()) as typeof order;
        } catch {
          unanswered += 1;
          return;
        }
        placed.push({ number: order.number, email: order.contact.email });
        if (placed.length === 5) first.child.kill('SIGKILL');
      }
    };
    await Promise.all(Array.from({ length: shoppers }, shopper));
    expect(placed.length).toBeGreaterThanOrEqual(5);
    // Every shopper's last order was cut off by the kill, none refused.
    expect(unanswered).toBe(shoppers);
    await exited(first.child);

    const again = await startServerProcess({ PGLITE_DIR: folder });
    for (const [index, { number, email }] of placed.entries()) {
      const response = await fetch(`${again.origin}/api/orders/track`, {
        method: 'POST',
        // A client each: tracking is rate-limited per client.
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${index}` },
        body: JSON.stringify({ number, email }),
      });
      expect(await response.json()).toMatchObject({ number, status: 'placed' });
    }
  });

  it('stops on SIGTERM with the e-mails it could not send still queued, and frees its folder', async () => {
    // An SMTP server that takes connections and says nothing, until it gives up on every one:
    // the contact message's e-mails are in the worker's hands when the server is told to stop.
    const connections: Socket[] = [];
    let givenUp = false;
    const takeConnection = (socket: Socket) => {
      if (givenUp) socket.destroy();
      else connections.push(socket);
    };
    silentSmtp.on('connection', takeConnection);
    const mailConnected = new Promise<void>((resolve) =>
      silentSmtp.once('connection', () => resolve()),
    );
    // An empty folder, as on the first `npm start`: the server creates its database there.
    const folder = join(mkdtempSync(join(tmpdir(), 'voltbay-server-')), 'pglite');
    const server = await startServerProcess({ PGLITE_DIR: folder, SMTP_URL: silentSmtpUrl() });
    const response = await sendContactMessage(server.origin);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ received: true });
    await mailConnected;
    const stopped = exited(server.child);
    server.child.kill('SIGTERM');
    // Each send fails, before or after the signal arrives; the jobs wait for their next try.
    givenUp = true;
    for (const socket of connections) socket.destroy();
    await stopped;
    silentSmtp.off('connection', takeConnection);
    expect(server.child.exitCode).toBe(0);
    expect(existsSync(`${folder}.lock`)).toBe(false);
    // Nothing lost: both e-mails of the message are still to be sent by the next server.
    const database = await PGlite.create(folder);
    const { rows } = await database.query<{ kind: string }>(
      'select kind from jobs where done_at is null and gave_up_at is null order by kind',
    );
    await database.close();
    expect(rows.map((row) => row.kind)).toEqual(['contact-acknowledgement', 'contact-to-staff']);
  });

  it('ends at its shutdown deadline when what is in flight does not finish', async () => {
    // The SMTP server never answers: the worker's send would hold the process past Cloud Run's
    // 10 s grace, which then kills it with nothing said.
    const mailConnected = new Promise<void>((resolve) =>
      silentSmtp.once('connection', () => resolve()),
    );
    const server = await startServerProcess({
      PGLITE_DIR: join(mkdtempSync(join(tmpdir(), 'voltbay-server-')), 'pglite'),
      SMTP_URL: silentSmtpUrl(),
    });
    const answer = sendContactMessage(server.origin).catch((error: unknown) => error);
    await mailConnected;
    let output = '';
    server.child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const stopped = exited(server.child);
    server.child.kill('SIGTERM');
    await stopped;
    await answer;
    expect(server.child.exitCode).toBe(1);
    expect(output).toContain('shutdown deadline passed');
  });

  it('refuses to start for production with emulator settings, with one message naming each', async () => {
    const refused = await startServerProcess({
      NODE_ENV: 'production',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      FIREBASE_PROJECT_ID: 'demo-voltbay',
    }).then(
      () => 'started',
      (error: Error) => error.message,
    );
    expect(refused).toMatch(/^exit 1: [\s\S]*cannot start with these settings/);
    expect(refused).toMatch(/FIREBASE_AUTH_EMULATOR_HOST is set/);
    expect(refused).toMatch(/emulator-only demo project/);
    expect(refused).not.toMatch(/at .*\.ts:\d+/);
  });
});
