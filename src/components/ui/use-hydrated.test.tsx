import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useHydrated } from './use-hydrated.ts';

/** Renders what useHydrated says, and notes each value it rendered with. */
function probe() {
  const seen: boolean[] = [];
  function Probe() {
    const hydrated = useHydrated();
    seen.push(hydrated);
    return <span>{hydrated ? 'this browser' : 'the HTML'}</span>;
  }
  return { seen, Probe };
}

describe('useHydrated', () => {
  it('is false on the server and while hydrating, then true, without a mismatch', () => {
    const { seen, Probe } = probe();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    expect(container).toHaveTextContent('the HTML');

    const mismatches: unknown[] = [];
    act(() => {
      hydrateRoot(container, <Probe />, {
        onRecoverableError: (error) => void mismatches.push(error),
      });
    });
    expect(container).toHaveTextContent('this browser');
    expect(seen).toEqual([false, false, true]);
    expect(mismatches).toEqual([]);
  });

  it('is true from the first render when the browser renders the page itself', () => {
    const { seen, Probe } = probe();
    const container = document.createElement('div');
    act(() => createRoot(container).render(<Probe />));
    expect(container).toHaveTextContent('this browser');
    expect(seen).toEqual([true]);
  });
});
