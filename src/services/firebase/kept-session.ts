/**
 * Whether this browser may hold a signed-in session, known without loading Firebase. Most
 * shoppers never sign in: their pages need not fetch and start Firebase's Auth (its chunk is about
 * 33 KiB gzip, and it opens IndexedDB) to learn that nobody is signed in. The session watcher
 * writes what Firebase reported last; the session itself (its tokens) stays in Firebase's own
 * storage.
 */
import { readItem, writeItem } from '#src/services/storage/web-storage.ts';

const KEY = 'voltbay.session';
const SIGNED_IN = 'signed-in';
const SIGNED_OUT = 'signed-out';
// Where Firebase's `indexedDBLocalPersistence` keeps the session (auth-client.ts).
const FIREBASE_DATABASE = 'firebaseLocalStorageDb';

/** Keeps what Firebase reported: a session or none. */
export function rememberSession(signedIn: boolean) {
  writeItem('localStorage', KEY, signedIn ? SIGNED_IN : SIGNED_OUT);
}

/**
 * False when Firebase last reported no session here, or when Firebase never kept anything in this
 * browser (no record of ours, as before the shop kept one or after storage was cleared, and no
 * Firebase database: recorded, so the databases are listed once, not on every server call); true
 * when it may hold one, or when the browser cannot tell.
 */
export async function mayHoldSession(): Promise<boolean> {
  const kept = readItem('localStorage', KEY);
  if (kept !== null) return kept === SIGNED_IN;
  try {
    const databases = await globalThis.indexedDB.databases();
    const firebaseKeptSome = databases.some((database) => database.name === FIREBASE_DATABASE);
    if (!firebaseKeptSome) rememberSession(false);
    return firebaseKeptSome;
  } catch {
    // No IndexedDB, or no list of its databases (Firefox before 126): Firebase may use another.
    return true;
  }
}

/** Calls `onSignIn` when another tab of this browser signs in; returns the way to stop. */
export function onSignInElsewhere(onSignIn: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === KEY && event.newValue === SIGNED_IN) onSignIn();
  };
  globalThis.addEventListener('storage', listener);
  return () => globalThis.removeEventListener('storage', listener);
}
