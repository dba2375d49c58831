import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shellText } from '../../content/messages';
import { renderApp } from '../../testing/render-app';
import { lazyDrawer } from './lazy-drawer';
import { useDisclosure } from './use-disclosure';

function FakePanel({ isOpen }: { isOpen: boolean }) {
  return isOpen ? <div role="dialog" aria-label="Cart" /> : null;
}

/** A header button and its lazy drawer, as the cart, menu and category drawers use them. */
function drawerWith(load: Parameters<typeof lazyDrawer>[0]) {
  const Panel = lazyDrawer(load);
  return function Drawer() {
    const drawer = useDisclosure();
    return (
      <>
        <button {...drawer.triggerProps}>Cart</button>
        {drawer.mounted && <Panel isOpen={drawer.isOpen} onClose={drawer.close} />}
      </>
    );
  };
}

const offline = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

describe('lazyDrawer', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('opens the panel once its code has loaded', async () => {
    const Drawer = drawerWith(() => Promise.resolve(FakePanel));
    renderApp(<Drawer />);
    await userEvent.click(screen.getByRole('button', { name: 'Cart' }));
    expect(await screen.findByRole('dialog', { name: 'Cart' })).toBeInTheDocument();
  });

  it('when its code cannot load, stays closed, says so, and loads it on the next opening', async () => {
    // React reports the error it caught; the drawer handles it.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn<() => Promise<typeof FakePanel>>(offline);
    const Drawer = drawerWith(load);
    renderApp(<Drawer />);
    const trigger = screen.getByRole('button', { name: 'Cart' });

    await userEvent.click(trigger);
    expect(await screen.findByText(shellText.drawerLoadFailed)).toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog', { name: 'Cart' })).toBeNull();

    load.mockResolvedValue(FakePanel);
    await userEvent.click(trigger);
    expect(await screen.findByRole('dialog', { name: 'Cart' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('passes any other error on', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = () => {
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
