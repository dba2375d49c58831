import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, onTestFinished } from 'vitest';
import { server } from '#mocks/node.ts';
import { chosenStoreStore } from '#src/services/storage/chosen-store-store.ts';
import { forgetChosenStoreActor } from '#src/actors/chosen-store-actor.ts';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { path } from '#src/routing/paths.ts';
import { listingHrefForUseCase } from '#src/routing/use-case-listing.ts';
import { categories } from '#catalog/taxonomy.ts';
import { publishedBrandPaths } from '#src/routing/published-brand-paths.ts';
import { catalog } from '#src/services/catalog/catalog.ts';
import { matchesUseCase } from '#catalog/use-cases.ts';
import { renderApp } from '#src/testing/render-app.tsx';
import { ListingPage, listingLoader } from './listing-page.tsx';
import { thrownBy } from '#src/testing/thrown-by.ts';

function load(pathname: string, params: LoaderFunctionArgs['params']) {
  const request = new Request(`http://shop.test${pathname}`);
  return listingLoader({ request, params, context: {} } as LoaderFunctionArgs);
}

describe('listingLoader', () => {
  it('lists every active product at /products', async () => {
    const listing = await load('/products', {});
    expect(listing.title).toBe('All products');
    expect(listing.result.total).toBeGreaterThanOrEqual(120);
    expect(listing.result.products).toHaveLength(24);
    expect(listing.result.pageCount).toBe(Math.ceil(listing.result.total / 24));
    expect(listing.result.products.every((product) => product.isActive)).toBe(true);
  });

  it("lists a category's products, and a brand's within it", async () => {
    const category = await load('/phone-tablets', { category: 'phone-tablets' });
    expect(category.title).toBe('Phones & Tablets');
    expect(category.result.products.length).toBeGreaterThan(0);
    expect(category.result.products.every((product) => product.category === 'phone-tablets')).toBe(
      true,
    );

    const brand = await load('/phone-tablets/apple', {
      category: 'phone-tablets',
      brand: 'apple',
    });
    expect(brand.title).toBe('Apple in Phones & Tablets');
    expect(brand.result.products.every((product) => product.brand === 'apple')).toBe(true);
    // Apple's phones and its tablets.
    expect(new Set(brand.result.products.map((product) => product.specifications.kind))).toEqual(
      new Set(['phone', 'tablet']),
    );
  });

  it('lists a product in every category it is listed in: the HP Victus under Gaming and Laptops', async () => {
    for (const [pathname, params] of [
      ['/gaming', { category: 'gaming' }],
      ['/laptop-desktop', { category: 'laptop-desktop' }],
      ['/laptop-desktop/hp', { category: 'laptop-desktop', brand: 'hp' }],
      ['/laptop-desktop?useCase=gamers', { category: 'laptop-desktop' }],
    ] as const) {
      const listing = await load(pathname, params);
      expect(
        listing.result.products.map((product) => product.name),
        pathname,
      ).toContain('HP Victus 15 Gaming Laptop');
    }
  });

  it.each([
    ['/phone-tablets/iphone', '/phone-tablets/apple'],
    ['/phone-tablets/ipad-tab', '/phone-tablets/apple'],
    ['/Phone-Tablets/iPhone?useCase=students', '/phone-tablets/apple?useCase=students'],
    ['/laptop-desktop/star-pc', '/laptop-desktop/hp'],
    ['/projector/lgbenq', '/projector/benq'],
    ['/projector/LGBenQ', '/projector/benq'],
  ])('moves the original brand path %s to the brand it means, %s', async (from, to) => {
    const url = new URL(from, 'http://shop.test');
    const [category, brand] = url.pathname.slice(1).split('/');
    const thrown = await thrownBy(load(from, { category, brand }));
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get('Location')).toBe(to);
  });

  it('keeps every published brand path a page: a listing, or a move to one', async () => {
    const broken: string[] = [];
    for (const category of categories) {
      for (const { path: brandPath } of publishedBrandPaths(category)) {
        const pathname = `/${category.slug}/${brandPath}`;
        // What the loader gives or throws: a listing, a redirect (Response) or a 404.
        const outcome = (at: string, brand: string) =>
          load(at, { category: category.slug, brand }).catch((thrown: unknown) => thrown);
        let result = await outcome(pathname, brandPath);
        if (result instanceof Response) {
          const location = result.headers.get('Location') ?? '';
          result = await outcome(location, location.split('/')[2] ?? '');
        }
        if (!(typeof result === 'object' && result !== null && 'result' in result)) {
          broken.push(pathname);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it("lists nothing for an original brand path whose brand has no products there, and names the brand's other categories", async () => {
    const listing = await load('/laptop-desktop/hikvision', {
      category: 'laptop-desktop',
      brand: 'hikvision',
    });
    expect(listing.title).toBe('Hikvision in Laptops & Computers');
    expect(listing.result.total).toBe(0);
    expect(listing.elsewhere?.map(({ category }) => category.slug)).toEqual([
      'component',
      'office-equipment',
      'accessories',
      'networking',
      'projector',
      'software',
    ]);
    expect(listing.elsewhere?.find(({ category }) => category.slug === 'networking')?.count).toBe(
      4,
    );
  });

  it('redirects other letter cases to the lowercase path and keeps the query', async () => {
    const thrown = await thrownBy(
      load('/Office-equipment?page=2', { category: 'Office-equipment' }),
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get('Location')).toBe('/office-equipment?page=2');
    // In place of the old address in the history (React Router's `replace`).
    expect((thrown as Response).headers.get('X-Remix-Replace')).toBe('true');
  });

  it('is the 404 page for an unknown category, or a brand the category does not have', async () => {
    for (const params of [
      { category: 'no-such-category' },
      { category: 'phone-tablets', brand: 'no-such-brand' },
      { category: 'gaming', brand: 'iphone' },
      // A brand of the shop, but with nothing here and no original menu linking it here.
      { category: 'gaming', brand: 'apple' },
      { category: 'software', brand: 'xiaomi' },
      // Names every plain object has: the lookups must not find Object.prototype's.
      { category: 'constructor' },
      { category: 'phone-tablets', brand: 'constructor' },
      { category: 'gaming', brand: 'hasOwnProperty' },
    ]) {
      const thrown = await thrownBy(load(`/${Object.values(params).join('/')}`, params));
      // React Router's data(null, { status: 404 }), which the error page shows as Page Not Found.
      expect((thrown as { init: ResponseInit }).init.status).toBe(404);
    }
  });

  describe('?useCase=', () => {
    it('keeps the products that suit a known use case, titled for it', async () => {
      const all = await load('/products', {});
      const students = await load(listingHrefForUseCase('students'), {});
      expect(listingHrefForUseCase('students')).toBe('/products?useCase=students');
      expect(students.title).toBe('Products for Students');
      expect(students.query.useCase).toBe('students');
      expect(students.unknownUseCase).toBeUndefined();
      expect(students.result.total).toBeGreaterThan(8);
      expect(students.result.total).toBeLessThan(all.result.total);
      expect(students.result.products.every((product) => matchesUseCase(product, 'students'))).toBe(
        true,
      );
      const suited = (await catalog.products()).filter(
        (product) => product.isActive && matchesUseCase(product, 'students'),
      );
      expect(students.result.total).toBe(suited.length);
    });

    it('ignores letter case and spaces around the value', async () => {
      const listing = await load('/products?useCase=%20Gamers%20', {});
      expect(listing.title).toBe('Products for Gamers');
      expect(listing.result.products.every((product) => matchesUseCase(product, 'gamers'))).toBe(
        true,
      );
    });

    it('combines with a category, and with a brand', async () => {
      const phones = await load('/phone-tablets', { category: 'phone-tablets' });
      const forGamers = await load('/phone-tablets?useCase=gamers', { category: 'phone-tablets' });
      expect(forGamers.title).toBe('Phones & Tablets for Gamers');
      expect(forGamers.result.products.length).toBeGreaterThan(0);
      expect(forGamers.result.total).toBeLessThan(phones.result.total);
      expect(
        forGamers.result.products.every(
          (product) => product.category === 'phone-tablets' && matchesUseCase(product, 'gamers'),
        ),
      ).toBe(true);

      const gaming = await load('/gaming?useCase=gamers', { category: 'gaming' });
      expect(gaming.title).toBe('Gaming for Gamers');

      const brand = await load('/phone-tablets/apple?useCase=travelers', {
        category: 'phone-tablets',
        brand: 'apple',
      });
      expect(brand.title).toBe('Apple in Phones & Tablets for Travelers');
      expect(brand.result.products.length).toBeGreaterThan(0);
      expect(
        brand.result.products.every(
          (product) => product.brand === 'apple' && matchesUseCase(product, 'travelers'),
        ),
      ).toBe(true);
    });

    it('keeps the use case when it redirects to the lowercase path', async () => {
      const thrown = await thrownBy(load('/Gaming?useCase=gamers', { category: 'Gaming' }));
      expect((thrown as Response).headers.get('Location')).toBe('/gaming?useCase=gamers');
    });

    it('lists every product for an unknown use case, and names it for the page to say so', async () => {
      const all = await load('/products', {});
      const unknown = await load('/products?useCase=aliens', {});
      expect(unknown.title).toBe('All products');
      expect(unknown.query.useCase).toBeUndefined();
      expect(unknown.unknownUseCase).toBe('aliens');
      expect(unknown.result).toEqual(all.result);

      const long = await load(`/products?useCase=${'x'.repeat(100)}`, {});
      expect(long.unknownUseCase).toBe(`${'x'.repeat(40)}…`);
    });

    it('is no filter when blank', async () => {
      const blank = await load('/products?useCase=%20', {});
      expect(blank.title).toBe('All products');
      expect(blank.query.useCase).toBeUndefined();
      expect(blank.unknownUseCase).toBeUndefined();
    });
  });
});

describe('ListingPage', () => {
  // The listing's own routes, without the app's layout.
  const routes = [path.products, path.category, path.brand].map((route) => ({
    path: route,
    loader: listingLoader,
    Component: ListingPage,
    HydrateFallback: () => null,
  }));

  it('says when it does not know the use case, and shows all products', async () => {
    renderApp(null, { routes, path: '/software?useCase=aliens' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Software' })).toBeInTheDocument();
    // The notice loads with its first use.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We don't know the use case 'aliens'; showing all products.",
    );
    expect(screen.getByText('8 products')).toBeInTheDocument();
  });

  it("says a brand has nothing here and links to its products elsewhere, not '0 products'", async () => {
    renderApp(null, { routes, path: '/laptop-desktop/hikvision' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hikvision in Laptops & Computers' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('We have no Hikvision products in Laptops & Computers yet.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Networking' })).toHaveAttribute(
      'href',
      '/networking/hikvision',
    );
    expect(screen.getByText('(4 products)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all Laptops & Computers' })).toHaveAttribute(
      'href',
      '/laptop-desktop',
    );
    expect(screen.queryByText(/\b0 products/)).not.toBeInTheDocument();
  });

  it('titles a filtered listing and offers to remove the filter', async () => {
    renderApp(null, { routes, path: '/gaming?useCase=gamers&sort=price-asc' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gaming for Gamers' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Remove filter: Gamers' })).toHaveAttribute(
      'href',
      '/gaming?sort=price-asc',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('narrows to a store chosen under "Available at", in the address, with a chip that removes it', async () => {
    const asked: (string | null)[] = [];
    // Notes what the page asks the server, then lets the test's server answer: it knows no
    // store's units, so a store has nothing (the server's filter: server/http/catalog.test.ts).
    server.use(
      http.get('*/api/listing', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('availableAt'));
      }),
    );
    const { router } = renderApp(null, { routes, path: '/gaming?sort=price-asc' });
    const stores = await screen.findByRole('group', { name: 'Available at' });
    expect(within(stores).getByRole('radio', { name: 'Any store' })).toBeChecked();
    expect(
      within(stores)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Any store', 'Circuit Square', 'Riverside', 'Lakeview Mall', 'Northgate Plaza']);

    await userEvent.click(within(stores).getByRole('radio', { name: 'Riverside' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?availableAt=riverside&sort=price-asc'),
    );
    expect(asked).toContain('riverside');
    expect(await screen.findByText('No products match these filters')).toBeInTheDocument();
    expect(within(stores).getByRole('radio', { name: 'Riverside' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Remove filter: Available at Riverside' }),
    ).toHaveAttribute('href', '/gaming?sort=price-asc');

    await userEvent.click(within(stores).getByRole('radio', { name: 'Any store' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=price-asc'));
    await waitFor(() =>
      expect(screen.queryByText('No products match these filters')).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('link', { name: /Available at/ })).not.toBeInTheDocument();
  });

  it("offers the shopper's remembered store first, without choosing it for them", async () => {
    // The filters of earlier tests started this tab's actor, with no store: start it again.
    forgetChosenStoreActor();
    onTestFinished(forgetChosenStoreActor);
    chosenStoreStore.write('lakeview-mall');
    const { router } = renderApp(null, { routes, path: '/gaming' });
    const stores = await screen.findByRole('group', { name: 'Available at' });
    await waitFor(() =>
      expect(
        within(stores)
          .getAllByRole('radio')
          .map((radio) => radio.closest('label')?.textContent),
      ).toEqual([
        'Any store',
        'Lakeview Mall (your store)',
        'Circuit Square',
        'Riverside',
        'Northgate Plaza',
      ]),
    );
    expect(within(stores).getByRole('radio', { name: 'Any store' })).toBeChecked();
    expect(router.state.location.search).toBe('');
  });

  it('shows a store from the address as chosen, and leaves out one the shop does not have', async () => {
    const known = renderApp(null, { routes, path: '/gaming?availableAt=lakeview-mall&brand=hp' });
    const stores = await screen.findByRole('group', { name: 'Available at' });
    expect(within(stores).getByRole('radio', { name: 'Lakeview Mall' })).toBeChecked();
    expect(
      screen.getByRole('link', { name: 'Remove filter: Available at Lakeview Mall' }),
    ).toHaveAttribute('href', '/gaming?brand=hp');
    for (const clear of screen.getAllByRole('link', { name: 'Clear filters' })) {
      expect(clear).toHaveAttribute('href', '/gaming');
    }

    known.unmount();

    renderApp(null, { routes, path: '/gaming?availableAt=moonbase' });
    expect(await screen.findByRole('radio', { name: 'Any store' })).toBeChecked();
    expect(screen.queryByRole('link', { name: /Available at/ })).not.toBeInTheDocument();
  });
});
