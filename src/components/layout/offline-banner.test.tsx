import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shellText } from '#src/content/messages.ts';
import { renderApp } from '#src/testing/render-app.tsx';
import { OfflineBanner } from './offline-banner.tsx';

/** What the browser does when the connection drops or returns: the flag, then the event. */
function connection(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

describe('OfflineBanner', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is an empty polite status while online', () => {
    renderApp(<OfflineBanner />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toBeEmptyDOMElement();
  });

  it('says the shop is offline when the connection drops, and clears when it is back', () => {
    renderApp(<OfflineBanner />);
    connection(false);
    expect(screen.getByRole('status')).toHaveTextContent(shellText.offline);
    connection(true);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows at once on a page that starts offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderApp(<OfflineBanner />);
    expect(screen.getByRole('status')).toHaveTextContent(shellText.offline);
  });
});
