import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

// Where MSW's setupWorker looks for its script by default (mocks/browser.ts).
const WORKER_SCRIPT = '/mockServiceWorker.js';

/**
 * Serves MSW's service worker from node_modules on the dev server only, for the QA scenarios
 * (src/app/qa-scenario.ts). Nothing is copied into public/, so `vite build` never ships it, and the
 * worker always matches the installed msw version (no `msw init` to re-run after an upgrade).
 */
export function mswWorkerPlugin(): Plugin {
  const workerFile = createRequire(import.meta.url).resolve('msw/mockServiceWorker.js');
  return {
    name: 'voltbay-msw-worker',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(WORKER_SCRIPT, (_request, response, next) => {
        readFile(workerFile, 'utf8').then((script) => {
          response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
          response.setHeader('Cache-Control', 'no-cache');
          response.end(script);
        }, next);
      });
    },
  };
}
