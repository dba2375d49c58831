import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The hook keeps, per document, whether the first page has been shown: a fresh module per test.
async function showPage({ type, whileLoading = false }: { type: string; whileLoading?: boolean }) {
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
    { type } as unknown as PerformanceEntry,
  ]);
  vi.resetModules();
  const { useFirstPageScroll } = await import('./use-first-page-scroll.ts');
  function Layout({ loading }: { loading: boolean }) {
    useFirstPageScroll({ whileLoading: loading });
    return null;
  }
  const view = render(<Layout loading={whileLoading} />);
  return {
    showFirstPage: () => view.rerender(<Layout loading={false} />),
    // Another layout of the same document, as the error page mounts one of its own.
    showAnotherLayout: () => render(<Layout loading={false} />),
  };
}

describe('useFirstPageScroll', () => {
  let scrollTo: ReturnType<typeof vi.fn>;
  beforeEach(async () => {
    const { SCROLL_POSITIONS_KEY } = await import('./use-first-page-scroll.ts');
    window.history.replaceState({ key: 'entry-1', idx: 0 }, '');
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify({ 'entry-1': 1500 }));
    scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it.each(['back_forward', 'reload'])(
    'a document opened by %s returns to where its entry was left, once the page is shown',
    async (type) => {
      const page = await showPage({ type, whileLoading: true });
      expect(scrollTo).not.toHaveBeenCalled();
      page.showFirstPage();
      expect(scrollTo).toHaveBeenCalledWith(0, 1500);
    },
  );

  it('a new page load stays at the top', async () => {
    await showPage({ type: 'navigate' });
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('only the first page of the document: later pages are React Router’s', async () => {
    const page = await showPage({ type: 'back_forward' });
    expect(scrollTo).toHaveBeenCalledTimes(1);
    page.showAnotherLayout();
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('positions that are not JSON restore nothing and break nothing', async () => {
    const { SCROLL_POSITIONS_KEY } = await import('./use-first-page-scroll.ts');
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, '{not json');
    await showPage({ type: 'back_forward' });
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
