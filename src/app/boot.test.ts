import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootText } from '#src/content/boot.ts';
import { APP_MODULES_ID, jsonScript, type AppModules } from './prerendered-page.ts';

// boot.ts starts the app when it is imported, as the page's only script.
async function bootPage(modules: AppModules) {
  document.body.innerHTML = `<div id="root"><h1>Laptops</h1><button type="button">Add to Cart</button></div>`;
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

  it('holds a tap that comes before the app’s code, marks the control busy, and gives it to the app once', async () => {
    // Any module that loads stands for the app's entry here.
    await bootPage({ entry: '/src/content/boot.ts', steps: [], preload: [] });
    const button = screen.getByRole('button', { name: 'Add to Cart' });
    const handled = vi.fn();
    // Where the app's handler would be: beyond the page's root.
    button.addEventListener('click', handled);

    button.click();
    button.click();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(handled).not.toHaveBeenCalled();

    await vi.waitFor(() => expect(handled).toHaveBeenCalledTimes(1));
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button).not.toHaveAttribute('style');
    // Started, the app has the page's taps to itself.
    button.click();
    expect(handled).toHaveBeenCalledTimes(2);
  });

  it('leaves a held control as it was, and says the page cannot work, when the app cannot start', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await bootPage({ entry: '/assets/index-gone.js', steps: [], preload: [] });
    const button = screen.getByRole('button', { name: 'Add to Cart' });
    button.click();
    expect(button).toHaveAttribute('aria-busy', 'true');

    await screen.findByRole('alert');
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('asks for every module the page lists, in order, before it starts the app', async () => {
    const preload = ['/src/content/boot.ts', '/src/content/home.ts', '/src/content/carousel.ts'];
    const handled = vi.fn();
    // The entry stands for the app: its tap handler runs once boot has started it.
    await bootPage({ entry: '/src/content/boot.ts', steps: [], preload });
    const button = screen.getByRole('button', { name: 'Add to Cart' });
    button.addEventListener('click', handled);
    button.click();

    await vi.waitFor(() => expect(handled).toHaveBeenCalledTimes(1));
    const preloads = [...document.head.querySelectorAll('link[rel="modulepreload"]')];
    expect(preloads.map((link) => link.getAttribute('href'))).toEqual(preload);
    for (const link of preloads) link.remove();
  });
});
