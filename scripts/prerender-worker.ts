// One of scripts/prerender.ts's workers: renders the pages it is sent with the build's renderer
// (dist-prerender/), one at a time, and answers each with the page. A page sent with the data
// its file holds now (`--changed`) is answered 'unchanged' when that is still its data: rendered
// from the same data by the same renderer, its HTML would be the same.
import { parentPort, workerData } from 'node:worker_threads';

export interface PrerenderRequest {
  path: string;
  /** The page's data file as the last build wrote it, when only a change needs a render. */
  unlessDataIs?: string;
}

type Renderer = typeof import('#src/app/prerender.tsx');
export type PrerenderAnswer =
  | { path: string; page: Awaited<ReturnType<Renderer['prerenderPage']>> }
  | { path: string; error: string };

// Its environment is scripts/prerender.ts's (NODE_ENV=production, React's build the browser gets).
const { origin } = workerData as { origin: string };
const { prerenderPage } = (await import(
  new URL('../dist-prerender/prerender.js', import.meta.url).href
)) as Renderer;

async function answer({ path, unlessDataIs }: PrerenderRequest): Promise<PrerenderAnswer> {
  try {
    return { path, page: await prerenderPage(path, origin, unlessDataIs) };
  } catch (error) {
    return { path, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}

parentPort!.on('message', (request: PrerenderRequest) => {
  void answer(request).then((reply) => parentPort!.postMessage(reply));
});
