import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '#src/app/router.tsx';
import { errorPageText } from '#src/content/messages.ts';
import { preOrderPolicySlug, shop } from '#src/content/shop.ts';
import { renderApp } from '#src/testing/render-app.tsx';

/** The app at `path`, once its page's h1 is there. */
async function renderPage(path: string) {
  const rendered = renderApp(null, { routes, path });
  const heading = await screen.findByRole('heading', { level: 1 });
  return { ...rendered, heading };
}

const footerLinks = shop.footerLinks.flatMap((column) => column.links);

describe('the information pages', () => {
  it.each(footerLinks)('the footer link $label ($to) leads to a real page', async ({ to }) => {
    const { heading } = await renderPage(to);
    expect(heading).not.toHaveTextContent(errorPageText.notFoundTitle);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe(`${heading.textContent} | Voltbay`);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /\w{3,}/,
    );
  });

  it.each([
    ['/about', 'About Voltbay'],
    ['/about-us', 'About Voltbay'],
    ['/career', 'Careers at Voltbay'],
    ['/blog', 'Blog'],
    ['/press-coverage', 'Press Coverage'],
    ['/privacypolicy', 'Privacy Policy'],
    ['/page/privacy-policy', 'Privacy Policy'],
    ['/termsofservice', 'Terms of Service'],
  ])('%s shows %s', async (path, title) => {
    const { heading } = await renderPage(path);
    expect(heading).toHaveTextContent(title);
  });

  it('opens the pre-order policy at its percent-encoded path', async () => {
    const path = `/page/${encodeURIComponent(preOrderPolicySlug)}`;
    expect(path).toMatch(/^\/page\/%E0%A6%AA/);
    const { heading } = await renderPage(path);
    expect(heading).toHaveTextContent('Pre-Order Policy');
    expect(screen.getByRole('heading', { level: 2, name: 'Cancelling and refunds' })).toBeVisible();
  });

  it('links inside a page stay in the app', async () => {
    await renderPage('/about');
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Find Our Store' })).toHaveAttribute(
      'href',
      '/find-our-store',
    );
  });

  it.each(['/page/no-such-policy', '/page/about', '/page/javascript:alert(1)'])(
    '%s is the 404 page',
    async (path) => {
      const { heading } = await renderPage(path);
      expect(heading).toHaveTextContent(errorPageText.notFoundTitle);
      expect(screen.getByText(errorPageText.notFoundBody)).toBeInTheDocument();
    },
  );
});
