import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  browserSessionPersistence,
  getRedirectResult,
  indexedDBLocalPersistence,
  initializeAuth,
  signInWithPopup,
  signInWithRedirect,
  type UserCredential,
} from 'firebase/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  GOOGLE_REDIRECT_PENDING_KEY,
  logOut,
  redirectResult,
  redirectToGoogle,
  signInWithGoogle,
} from './auth-client.ts';

// The real SDK, but its Google sign-in calls stand in for the popup and the redirect, which need
// a browser and Google's script.
vi.mock('firebase/auth', async (importOriginal) => {
  const actual = await importOriginal<typeof import('firebase/auth')>();
  return {
    ...actual,
    initializeAuth: vi.fn(actual.initializeAuth),
    signInWithPopup: vi.fn(),
    signInWithRedirect: vi.fn(),
    getRedirectResult: vi.fn(),
  };
});

const googleUser = {
  uid: 'g1',
  email: 'gia@voltbay.example',
  emailVerified: true,
  displayName: 'Gia Gamer',
  photoURL: null,
  phoneNumber: null,
  tenantId: null,
  isAnonymous: false,
  providerData: [],
  metadata: {},
};
const credential = { user: googleUser } as unknown as UserCredential;

afterEach(() => {
  vi.clearAllMocks();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

const refuseStorage = () => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

describe('the auth client and Google', () => {
  it("starts Auth without Google's popup/redirect resolver, keeping the session in IndexedDB", async () => {
    await redirectResult();
    expect(initializeAuth).toHaveBeenCalledOnce();
    const [, dependencies] = vi.mocked(initializeAuth).mock.calls[0]!;
    expect(dependencies).toEqual({
      persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
    });
  });

  it('asks for no redirect result when no redirect sign-in is under way', async () => {
    await expect(redirectResult()).resolves.toBeNull();
    expect(getRedirectResult).not.toHaveBeenCalled();
  });

  it('passes the resolver to the popup sign-in', async () => {
    vi.mocked(signInWithPopup).mockResolvedValue(credential);
    await expect(signInWithGoogle()).resolves.toMatchObject({ email: googleUser.email });
    expect(signInWithPopup).toHaveBeenCalledWith(
      expect.anything(),
      expect.anything(),
      browserPopupRedirectResolver,
    );
  });

  it('marks a redirect sign-in before leaving, and reads its result once on return', async () => {
    let markedWhenLeaving: string | null = null;
    vi.mocked(signInWithRedirect).mockImplementation(() => {
      markedWhenLeaving = sessionStorage.getItem(GOOGLE_REDIRECT_PENDING_KEY);
      // The page is leaving: the call never settles.
      return new Promise<never>(() => {});
    });
    void redirectToGoogle();
    await vi.waitFor(() =>
      expect(signInWithRedirect).toHaveBeenCalledWith(
        expect.anything(),
        expect.anything(),
        browserPopupRedirectResolver,
      ),
    );
    expect(markedWhenLeaving).not.toBeNull();

    vi.mocked(getRedirectResult).mockResolvedValue(credential);
    await expect(redirectResult()).resolves.toMatchObject({ email: googleUser.email });
    expect(getRedirectResult).toHaveBeenCalledWith(expect.anything(), browserPopupRedirectResolver);
    expect(sessionStorage.getItem(GOOGLE_REDIRECT_PENDING_KEY)).toBeNull();

    await expect(redirectResult()).resolves.toBeNull();
    expect(getRedirectResult).toHaveBeenCalledOnce();
  });

  it('forgets the mark when the redirect cannot start, or when its result is a failure', async () => {
    vi.mocked(signInWithRedirect).mockRejectedValue(
      Object.assign(new Error('Firebase: (auth/network-request-failed).'), {
        code: 'auth/network-request-failed',
      }),
    );
    await expect(redirectToGoogle()).rejects.toMatchObject({ kind: 'unreachable' });
    expect(sessionStorage.getItem(GOOGLE_REDIRECT_PENDING_KEY)).toBeNull();

    sessionStorage.setItem(GOOGLE_REDIRECT_PENDING_KEY, 'true');
    vi.mocked(getRedirectResult).mockRejectedValue(
      Object.assign(new Error('Firebase: (auth/user-disabled).'), { code: 'auth/user-disabled' }),
    );
    await expect(redirectResult()).rejects.toMatchObject({ kind: 'account-disabled' });
    expect(sessionStorage.getItem(GOOGLE_REDIRECT_PENDING_KEY)).toBeNull();
  });
});

describe('the auth client in a browser that refuses storage', () => {
  it('finds no redirect sign-in under way, rather than failing the session', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(refuseStorage);
    await expect(redirectResult()).resolves.toBeNull();
    expect(getRedirectResult).not.toHaveBeenCalled();
  });

  it('does not leave for a redirect sign-in whose result the returning page could not find', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(refuseStorage);
    await expect(redirectToGoogle()).rejects.toMatchObject({ kind: 'unexplained' });
    expect(signInWithRedirect).not.toHaveBeenCalled();
  });

  it('still signs out when the legacy token cannot be removed', async () => {
    // The first removal is the legacy token's; the SDK's own come after it.
    const removeItem = vi
      .spyOn(Storage.prototype, 'removeItem')
      .mockImplementationOnce(refuseStorage);
    await expect(logOut()).resolves.toBeUndefined();
    expect(removeItem).toHaveBeenNthCalledWith(1, 'access-token');
  });
});
