import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootText } from '#src/content/boot.ts';
import { APP_MODULES_ID, jsonScript, type AppModules } from './prerendered-page.ts';

// boot.ts starts the app when it is imported, as the page's only script.
async function bootPage(modules: AppModules) {
  document.body.innerHTML = `<div id="root"><h1>Laptops</h1><button>Add to Cart</button></div>`;
  document.head.insertAdjacentHTML('beforeend', jsonScript(APP_MODULES_ID, modules));
  vi.resetModules();
  await import('./boot.ts');
}

describe('boot', () => {
  afterEach(() => {
    document.getElementById(APP_MODULES_ID)?.remove();
    document.body.innerHTML = '';
  });

  it('says the page cannot work, and offers a reload, when the app’s entry cannot load', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await bootPage({ entry: '/assets/index-gone.js', steps: [], preload: [] });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(bootText.failed);
    const reload = within(alert).getByRole('link', { name: bootText.reload });
    expect(reload).toHaveAttribute('href', window.location.href);
    // The prerendered page stays readable under the message.
    expect(screen.getByRole('heading', { name: 'Laptops' })).toBeVisible();
    expect(logged).toHaveBeenCalledWith('boot: the app could not start:', expect.any(Error));
  });
});
