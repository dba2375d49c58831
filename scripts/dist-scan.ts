import { SCENARIO_STORAGE_KEY } from '#src/app/qa-scenario.ts';

/** A file of the build, as the scan reads it. */
export interface BuiltFile {
  /** The path inside dist/, such as `assets/auth-client-1a2b.js`. */
  path: string;
  text: string;
}

export interface Finding {
  path: string;
  what: string;
  /** The text found, so the message says what to look for. */
  match: string;
}

/**
 * What must never reach shoppers: each is harmless on the development server and in the emulator
 * build, and a defect in a production one.
 */
const SHIPS_NEVER: readonly { what: string; pattern: RegExp }[] = [
  {
    what: 'the Auth emulator’s address',
    pattern: /(?:127\.0\.0\.1|localhost|\[::1\]|0\.0\.0\.0):9099/,
  },
  { what: 'a demo project, which exists only in the emulator', pattern: /\bdemo-[a-z0-9-]+/ },
  { what: 'MSW or its service worker', pattern: /mockServiceWorker|\[MSW\]/ },
  { what: 'the Stately inspector (?inspect)', pattern: /stately\.ai\/inspect|@statelyai/ },
  {
    what: 'the QA scenario switch',
    pattern: new RegExp(`${SCENARIO_STORAGE_KEY}|voltbay-msw`),
  },
];

/** Every file of `files` that holds something of the emulator, MSW or the QA switch, by name or content. */
export function scanBuild(files: readonly BuiltFile[]): Finding[] {
  return files.flatMap(({ path, text }) =>
    SHIPS_NEVER.flatMap(({ what, pattern }) => {
      const match = pattern.exec(path) ?? pattern.exec(text);
      return match ? [{ path, what, match: match[0] }] : [];
    }),
  );
}
