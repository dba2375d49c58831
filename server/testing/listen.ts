import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';

/** Serves `app` on a free loopback port: the origin to call, and how to stop. */
export async function listen(app: { fetch: (request: Request) => Response | Promise<Response> }) {
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(started),
    );
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
