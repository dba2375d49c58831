import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A proxy on a free loopback port that sends each request to the next of `origins` in turn and
 * appends the caller's address to X-Forwarded-For, as Cloud Run's front end does before the
 * shop's server: several instances as the shop runs them.
 */
export async function roundRobinProxy(origins: () => readonly string[]) {
  let next = 0;
  const proxy = createServer((incoming, outgoing) => {
    const all = origins();
    const target = new URL(all[next++ % all.length]!);
    const forwardedFor = [incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    const forwarded = request(
      {
        host: target.hostname,
        port: target.port,
        path: incoming.url,
        method: incoming.method,
        headers: { ...incoming.headers, 'x-forwarded-for': forwardedFor },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => proxy.close(() => resolve())),
  };
}
