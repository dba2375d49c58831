import type { BrowserContext, Page } from '@playwright/test';

/**
 * Google sign-in popups in end-to-end tests, offline.
 *
 * `signInWithPopup` loads `https://apis.google.com/js/api.js` and uses its `gapi.iframes` to talk
 * to a hidden helper iframe (the Auth emulator's `/emulator/auth/iframe`, which loads the same
 * script): the popup hands its result to that iframe, which passes it on to the app. Without the
 * internet the script cannot load and the popup fails with `auth/internal-error`, so tests serve
 * this stand-in instead. It implements the part of `gapi.iframes` both sides use, over plain
 * `postMessage`; the results still come from the emulator, nothing is faked.
 */

type Handler = (data: unknown) => unknown;
type Callback = (results: unknown[]) => void;
type StandInMessage = { tag: 'gapi-stand-in' } & (
  | { kind: 'hello' }
  | { kind: 'request'; id: number; type: string; data: unknown }
  | { kind: 'reply'; id: number; results: unknown[] }
);
interface OpenOptions {
  url: string;
  where?: HTMLElement;
  attributes?: { style?: Record<string, string> } & Record<string, unknown>;
}
type StandInWindow = Window & Record<string, unknown> & { gapi_onload?: () => void };

/** The script served as api.js. Runs in the browser: it may use nothing from outside itself. */
function gapiStandIn(): void {
  const win = window as unknown as StandInWindow;
  if (win.gapi) return;

  /** One end of a parent/iframe link; gapi calls it an Iframe on both sides. */
  class Channel {
    private readonly handlers = new Map<string, Handler>([['_ping', () => true]]);
    private readonly callbacks = new Map<number, Callback>();
    private unhandled: Extract<StandInMessage, { kind: 'request' }>[] = [];
    private readonly outbox: StandInMessage[] = [];
    private nextId = 0;

    readonly peer: () => Window | null;
    private connected: boolean;

    /** `connected` is false until the iframe's copy of this script says hello. */
    constructor(peer: () => Window | null, connected: boolean) {
      this.peer = peer;
      this.connected = connected;
    }

    register(type: string, handler: Handler): void {
      this.handlers.set(type, handler);
      const waiting = this.unhandled.filter((request) => request.type === type);
      this.unhandled = this.unhandled.filter((request) => request.type !== type);
      waiting.forEach((request) => this.answer(request));
    }

    send(type: string, data: unknown, callback?: Callback): void {
      const id = this.nextId++;
      if (callback) this.callbacks.set(id, callback);
      this.post({ tag: 'gapi-stand-in', kind: 'request', id, type, data });
    }

    ping(callback?: () => void): Promise<unknown[]> {
      return new Promise((resolve) =>
        this.send('_ping', {}, (results) => {
          resolve(results);
          callback?.();
        }),
      );
    }

    restyle(_style: unknown, callback?: () => void): Promise<unknown[]> {
      callback?.();
      return Promise.resolve([]);
    }

    receive(message: StandInMessage): void {
      if (message.kind === 'hello') {
        this.connected = true;
        this.outbox.splice(0).forEach((queued) => this.post(queued));
      } else if (message.kind === 'request') {
        this.answer(message);
      } else {
        const callback = this.callbacks.get(message.id);
        this.callbacks.delete(message.id);
        try {
          callback?.(message.results);
        } catch {
          // Firebase's webStorageSupport callback always throws (internal-error) after it has used
          // the answer; letting that escape would only add an uncaught error to the page.
        }
      }
    }

    private answer(request: Extract<StandInMessage, { kind: 'request' }>): void {
      const handler = this.handlers.get(request.type);
      if (!handler) {
        this.unhandled.push(request); // Answered when a handler for it is registered.
        return;
      }
      const reply = (results: unknown[]) =>
        this.post({ tag: 'gapi-stand-in', kind: 'reply', id: request.id, results });
      new Promise((resolve) => resolve(handler(request.data))).then(
        (result) => reply([result]),
        () => reply([]),
      );
    }

    private post(message: StandInMessage): void {
      const peer = this.peer();
      if (this.connected && peer) peer.postMessage(message, '*');
      else this.outbox.push(message);
    }
  }

  const channels: Channel[] = [];
  window.addEventListener('message', (event: MessageEvent<unknown>) => {
    const message = event.data as Partial<StandInMessage> | null;
    if (message?.tag !== 'gapi-stand-in') return;
    const channel = channels.find((candidate) => candidate.peer() === event.source);
    channel?.receive(message as StandInMessage);
  });

  // In an iframe, the link to the parent exists from the start; say hello so the parent sends.
  const parentChannel = window.parent === window ? null : new Channel(() => window.parent, true);
  if (parentChannel) {
    channels.push(parentChannel);
    window.parent.postMessage({ tag: 'gapi-stand-in', kind: 'hello' }, '*');
  }

  const context = {
    open(options: OpenOptions, onOpen?: (iframe: Channel) => unknown): Promise<unknown> {
      const frame = document.createElement('iframe');
      const { style = {}, ...attributes } = options.attributes ?? {};
      Object.assign(frame.style, style);
      Object.entries(attributes).forEach(([name, value]) =>
        frame.setAttribute(name, String(value)),
      );
      frame.src = options.url;
      const channel = new Channel(() => frame.contentWindow, false);
      channels.push(channel);
      (options.where ?? document.body).appendChild(frame);
      return Promise.resolve(onOpen ? onOpen(channel) : channel);
    },
    getParentIframe: () => parentChannel,
  };

  // The page's load callbacks run guarded: the emulator's iframe reads sessionStorage in its own,
  // which Chromium denies when the app's site differs from the emulator's (localhost, 127.0.0.1).
  const later = (callback?: () => void) =>
    setTimeout(() => {
      try {
        callback?.();
      } catch (error) {
        console.warn('gapi stand-in: a load callback threw:', error);
      }
    });

  win.gapi = {
    load(_feature: string, options: { callback?: () => void } | (() => void)) {
      later(typeof options === 'function' ? options : options.callback);
    },
    iframes: { getContext: () => context, CROSS_ORIGIN_IFRAMES_FILTER: () => true },
  };

  // Like api.js, call the function named by `?onload=` in the script's URL, and `gapi_onload`.
  const script = document.currentScript as HTMLScriptElement | null;
  const onload = script && new URL(script.src).searchParams.get('onload');
  if (onload) later(() => (win[onload] as (() => void) | undefined)?.());
  later(() => win.gapi_onload?.());
}

/** Serves the stand-in for api.js to every page, iframe and popup of the browser context. */
export async function serveGoogleStandIn(context: BrowserContext): Promise<void> {
  await context.route('https://apis.google.com/js/api.js*', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: `(${gapiStandIn.toString()})();` }),
  );
}

/**
 * Signs in through the Auth emulator's Google account chooser in `popup` with a new account: the
 * e-mail and display name given, or generated ones. The popup closes once the app has the result.
 */
export async function chooseGoogleAccount(
  popup: Page,
  account: { email?: string; displayName?: string } = {},
): Promise<void> {
  // The buttons are on screen before the page's script gives them their click handlers.
  await popup.waitForLoadState('domcontentloaded');
  await popup.getByRole('button', { name: 'Add new account' }).click();
  // By label: the fields lose their accessible names once filled (the label text is hidden).
  if (account.email) {
    await popup.getByLabel('Email', { exact: true }).fill(account.email);
  } else {
    await popup.getByRole('button', { name: 'Auto-generate user information' }).click();
  }
  if (account.displayName !== undefined) {
    await popup.getByLabel('Display name', { exact: true }).fill(account.displayName);
  }
  await popup.getByRole('button', { name: 'Sign in with Google.com' }).click();
}
