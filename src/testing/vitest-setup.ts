// Runs before every jsdom test file. MSW must listen before Firebase is imported, because
// Firebase keeps the `fetch` it finds at import time.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from '#mocks/node.ts';

// A lazy route's first import can take seconds on a busy CI machine; findBy* waits that long.
// Every render runs under StrictMode, as the app does on the development server (src/app/main.tsx):
// effects mounted, cleaned up and mounted again, so a machine started twice, a subscription not
// undone or a notice told once per mount fails here, not only on `npm start`. A wait lasts up to
// 10 s: a file's first render compiles the lazy page it opens, which on 2 busy cores took over 5 s
// (the unit layer of a CI run failed so, and again beside the end-to-end layer).
configure({ asyncUtilTimeout: 10_000, reactStrictMode: true });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  cleanup();
  // A scenario's one-time handler is one object for the whole file: the next test gets it unused.
  server.restoreHandlers();
  server.resetHandlers();
  // The cart and the wishlist persist: each test starts with a shopper who has none.
  localStorage.clear();
  // So is what a test left in the tab's session (the reload guard of reload-for-new-release),
  // and a test's offline moments.
  sessionStorage.clear();
  (await import('#src/routing/reload-for-new-release.ts')).forgetOfflineMoments();
  // Toasts live in one store for the whole file, and at most 3 show at once: a test's leftover
  // toasts would hold back the next test's.
  (await import('#src/components/ui/toaster.late.tsx')).toaster.remove();
  // The ratings are read once per page session: each test's page reads its own.
  (await import('#src/services/ratings.ts')).forgetRatings();
});
afterAll(() => server.close());

// jsdom has no layout, hence no ResizeObserver; Chakra's menus and toasts only need it to exist.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
