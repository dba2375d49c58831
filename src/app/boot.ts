// The only script a prerendered page names in its HTML (scripts/prerender.ts). The page paints
// from HTML and CSS alone; the app's modules are requested once it has, so on a slow network
// they do not compete with the page's own CSS and images for the first paint.

import { bootText } from '#src/content/boot.ts';
import { APP_MODULES_ID, type AppModules } from './prerendered-page.ts';

/**
 * Resolves after the browser has painted the next frame. Its own, not the app's
 * (`src/components/ui/after-next-paint.ts`): shared with a lazy part of the app, that module
 * would be split into a chunk of its own, one request more on every page's start.
 */
const afterNextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
/**
 * How long a task may go on adding modulepreloads before it lets the browser in: each costs the
 * main thread 2-25 ms at 4x CPU as it is added (the request starts then), more on a busy phone.
 * Four a task, the count this once was, made tasks of 40-105 ms there.
 */
const PRELOADS_TASK_MS = 10;
/**
 * Resolves in a new task. Its own too, not `src/services/next-task.ts`: the bundler puts that one
 * in Chakra's system's chunk, which boot would then load before the first paint.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * What a tap on the prerendered page asks of the app before its code has arrived: the page looks
 * ready, but no button has a handler yet. Such a tap is held, the control marked busy, and given
 * to the app once it has started (React has its listeners on the page then, and hydrates what a
 * tap reaches before handing it the tap). Links are left alone: they work as HTML.
 */
const HELD_CONTROLS = 'button, input[type="checkbox"], input[type="radio"]';
const held = new Set<HTMLElement>();
/** What shows a control: a checkbox's own input is hidden behind its label's drawing. */
const lookOf = (control: HTMLElement) =>
  control instanceof HTMLInputElement ? (control.closest('label') ?? control) : control;

function holdTap(event: MouseEvent) {
  const root = document.getElementById('root');
  const control = event.target instanceof Element ? event.target.closest(HELD_CONTROLS) : null;
  if (!(control instanceof HTMLElement) || !root?.contains(control)) return;
  // No default either: a submit button's form has no action to go to, and a checkbox would tick
  // without the app knowing.
  event.preventDefault();
  event.stopPropagation();
  if (held.has(control)) return;
  held.add(control);
  control.setAttribute('aria-busy', 'true');
  Object.assign(lookOf(control).style, { cursor: 'progress', opacity: '0.6' });
}

/** Stops holding taps; the controls look as the HTML drew them, for React to hydrate. */
function releaseControls(): HTMLElement[] {
  document.removeEventListener('click', holdTap, true);
  const controls = [...held];
  held.clear();
  for (const control of controls) {
    control.removeAttribute('aria-busy');
    const look = lookOf(control);
    look.style.removeProperty('cursor');
    look.style.removeProperty('opacity');
    if (look.getAttribute('style') === '') look.removeAttribute('style');
  }
  return controls;
}

/**
 * Gives the app the taps it missed, each once. A pointer down first, as a tap has: a region that
 * hydrates when reached (`hydrate-on-view.tsx`) learns from it that it is.
 */
function replayTaps(controls: HTMLElement[]) {
  for (const control of controls) {
    if (!control.isConnected) continue;
    control.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, cancelable: true }));
    control.click();
  }
}

async function startApp(): Promise<void> {
  document.addEventListener('click', holdTap, true);
  const listing = document.getElementById(APP_MODULES_ID)?.textContent;
  if (!listing) throw new Error(`boot: the page has no #${APP_MODULES_ID}`);
  const modules = JSON.parse(listing) as AppModules;
  await afterNextPaint();
  let taskStart = performance.now();
  for (const href of modules.preload) {
    if (performance.now() - taskStart >= PRELOADS_TASK_MS) {
      await nextTask();
      taskStart = performance.now();
    }
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  await nextTask();
  // Each in a task of its own (what the browser does between them: paint, input).
  for (const step of modules.steps) {
    await import(/* @vite-ignore */ step);
    await nextTask();
  }
  await import(/* @vite-ignore */ modules.entry);
  replayTaps(releaseControls());
}

/**
 * The page's code did not start (its entry failed to arrive, or the page lists none): the page
 * still shows, but nothing on it responds, so say so at the top, with a reload. Built with DOM
 * calls (no inline script or style attribute for the Content-Security-Policy to refuse); the
 * reload is a link to this address, which works without the app.
 */
function showBootFailure(error: unknown) {
  console.error('boot: the app could not start:', error);
  releaseControls();
  const notice = document.createElement('p');
  notice.setAttribute('role', 'alert');
  Object.assign(notice.style, {
    margin: '0',
    padding: '12px 16px',
    background: '#fff4ce',
    color: '#1a1a1a',
    borderBottom: '1px solid #8a6d00',
    fontFamily: 'system-ui, sans-serif',
    fontSize: '16px',
    lineHeight: '1.5',
  });
  const reload = document.createElement('a');
  reload.href = window.location.href;
  reload.textContent = bootText.reload;
  Object.assign(reload.style, {
    color: '#0b4f9c',
    fontWeight: '600',
    marginLeft: '8px',
    textDecoration: 'underline',
  });
  notice.append(bootText.failed, reload);
  document.body.prepend(notice);
}

startApp().catch(showBootFailure);
