import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shellText } from '#src/content/messages.ts';
import { renderApp } from '#src/testing/render-app.tsx';
import { lazyPart } from './lazy-part.tsx';
import { notify } from './notify.ts';
import { useDisclosure } from './use-disclosure.ts';

// The real toasts, watched: a part that is no overlay says nothing when its code cannot load.
vi.mock('./notify.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('./notify.ts')>();
  return { ...original, notify: vi.fn(original.notify) };
});

const offline = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

describe('lazyPart', () => {
  // The browser is offline in these tests unless one says otherwise (online, code that does not
  // arrive is taken for a deploy: see the last test).
  let online = false;
  beforeEach(() => {
    online = false;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.mocked(notify).mockClear();
  });

  describe('an overlay (isOpen and onClose)', () => {
    function FakePanel({ isOpen }: { isOpen: boolean; onClose: () => void }) {
      return isOpen ? <div role="dialog" aria-label="Cart" /> : null;
    }

    /** A header button and its lazy drawer, as the cart, menu and category drawers use them. */
    function drawerWith(load: () => Promise<typeof FakePanel>) {
      const Panel = lazyPart(load);
      return function Drawer() {
        const drawer = useDisclosure('testDrawer');
        return (
          <>
            <button {...drawer.triggerProps}>Cart</button>
            {drawer.mounted && <Panel isOpen={drawer.isOpen} onClose={drawer.close} />}
          </>
        );
      };
    }

    it('opens once its code has loaded', async () => {
      const Drawer = drawerWith(() => Promise.resolve(FakePanel));
      renderApp(<Drawer />);
      await userEvent.click(screen.getByRole('button', { name: 'Cart' }));
      expect(await screen.findByRole('dialog', { name: 'Cart' })).toBeInTheDocument();
    });

    it('when its code cannot load, stays closed, says so, and loads it on the next opening', async () => {
      // React reports the error it caught; the part handles it.
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const load = vi.fn<() => Promise<typeof FakePanel>>(offline);
      const Drawer = drawerWith(load);
      renderApp(<Drawer />);
      const trigger = screen.getByRole('button', { name: 'Cart' });

      await userEvent.click(trigger);
      expect(await screen.findByText(shellText.overlayLoadFailed)).toBeInTheDocument();
      expect(trigger).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('dialog', { name: 'Cart' })).toBeNull();

      load.mockResolvedValue(FakePanel);
      await userEvent.click(trigger);
      expect(await screen.findByRole('dialog', { name: 'Cart' })).toBeInTheDocument();
      expect(load).toHaveBeenCalledTimes(2);
    });

    it('online, reloads the page once instead, as its code is gone since a deploy', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const reload = vi.fn();
      vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
      online = true;
      const Drawer = drawerWith(offline);
      renderApp(<Drawer />);
      await userEvent.click(screen.getByRole('button', { name: 'Cart' }));
      await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
      expect(notify).not.toHaveBeenCalled();
    });

    it('passes any other error on', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const Broken = (_props: { isOpen: boolean; onClose: () => void }) => {
        throw new Error('a bug in the panel');
      };
      const Drawer = drawerWith(() => Promise.resolve(Broken));
      renderApp(<Drawer />, {
        routes: [{ path: '*', element: <Drawer />, errorElement: <p>Error page</p> }],
      });
      await userEvent.click(screen.getByRole('button', { name: 'Cart' }));
      expect(await screen.findByText('Error page')).toBeInTheDocument();
    });
  });

  describe('any other part', () => {
    function Greeting({ name }: { name: string }) {
      return <p>Hello, {name}</p>;
    }

    /** A part shown while a box is ticked, as the search suggestions show while there are some. */
    function togglingWith(load: () => Promise<typeof Greeting>) {
      const Part = lazyPart(load, {
        loading: ({ name }) => <p>Loading {name}</p>,
        failed: ({ name }) => <p>No greeting for {name}</p>,
      });
      return function Toggling() {
        const [shown, setShown] = useState(true);
        return (
          <>
            <label>
              <input type="checkbox" checked={shown} onChange={() => setShown(!shown)} /> Shown
            </label>
            {shown && <Part name="Ada" />}
          </>
        );
      };
    }

    it('shows `loading` until its code has loaded', async () => {
      let arrive = (_part: typeof Greeting) => {};
      const Toggling = togglingWith(() => new Promise((resolve) => (arrive = resolve)));
      renderApp(<Toggling />);
      expect(await screen.findByText('Loading Ada')).toBeInTheDocument();
      arrive(Greeting);
      expect(await screen.findByText('Hello, Ada')).toBeInTheDocument();
      expect(screen.queryByText('Loading Ada')).toBeNull();
    });

    it('when its code cannot load, shows `failed` without a toast, and loads it when next shown', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const load = vi.fn<() => Promise<typeof Greeting>>(offline);
      const Toggling = togglingWith(load);
      renderApp(<Toggling />);

      expect(await screen.findByText('No greeting for Ada')).toBeInTheDocument();
      expect(notify).not.toHaveBeenCalled();

      load.mockResolvedValue(Greeting);
      const shown = screen.getByRole('checkbox', { name: 'Shown' });
      await userEvent.click(shown);
      expect(screen.queryByText('No greeting for Ada')).toBeNull();
      await userEvent.click(shown);
      expect(await screen.findByText('Hello, Ada')).toBeInTheDocument();
      expect(load).toHaveBeenCalledTimes(2);
    });
  });
});
