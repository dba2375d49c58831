import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '#mocks/node.ts';
import { DELIVERY, deliveryChargeCents } from '#shop-api/cart-rules.ts';
import { formatCents } from '#shop-api/money.ts';
import { href, path } from '#src/routing/paths.ts';
import rawProducts from '#catalog/products.json';
import { renderApp } from '#src/testing/render-app.tsx';
import { ProductPage, productLoader } from './product-page.tsx';
import { thrownBy } from '#src/testing/thrown-by.ts';
import { serverCounting } from '#src/testing/live-stock.ts';
import type { ReadLiveStock } from '#src/services/shop-api/stock.ts';

function load(productId: string) {
  const request = new Request(`http://shop.test${href('product', { productId })}`);
  const params: LoaderFunctionArgs['params'] = { productId };
  return productLoader({ request, params, context: {} } as LoaderFunctionArgs);
}

const raw = (id: string) => {
  const entry = rawProducts.find((product) => product.id === id);
  if (!entry) throw new Error(`no product ${id} in products.json`);
  return entry;
};

describe('productLoader', () => {
  it('gives the product with its category and brand', async () => {
    const { product, category, brand } = await load('vb-0001');
    const { price: _price, originalPrice: _originalPrice, ...entry } = raw('vb-0001');
    // Listed only in its home category: the schema fills in the other listings as none. Its
    // $329 and $349 are in cents.
    expect(product).toEqual({
      ...entry,
      priceCents: 32900,
      originalPriceCents: 34900,
      alsoListedIn: [],
    });
    expect(category.slug).toBe('phone-tablets');
    expect(category.label).toBe('Phones & Tablets');
    expect(brand).toEqual({ slug: 'apple', label: 'Apple' });
  });

  it('gives every category a product is listed in, its home category first', async () => {
    const { category, categories } = await load('vb-0138');
    expect(category.slug).toBe('gaming');
    expect(categories.map(({ slug }) => slug)).toEqual(['gaming', 'laptop-desktop']);
  });

  it('is the 404 page for an unknown id', async () => {
    for (const id of ['vb-9999', 'no-such-product', '', 'VB-0001']) {
      const thrown = await thrownBy(load(id));
      // React Router's data(null, { status: 404 }), which the error page shows as Page Not Found.
      expect((thrown as { init: ResponseInit }).init.status).toBe(404);
    }
  });

  it('is the 404 page for a withdrawn product', async () => {
    const withdrawn = rawProducts.filter((product) => !product.isActive).map(({ id }) => id);
    expect(withdrawn).toContain('vb-0023');
    for (const id of withdrawn) {
      const thrown = await thrownBy(load(id));
      expect((thrown as { init: ResponseInit }).init.status).toBe(404);
    }
  });
});

describe('ProductPage', () => {
  const routes = [
    {
      path: path.product,
      loader: productLoader,
      Component: ProductPage,
      HydrateFallback: () => null,
    },
  ];

  async function renderProduct(productId: string, readStock?: ReadLiveStock) {
    const result = renderApp(null, { routes, path: href('product', { productId }), readStock });
    const { name } = raw(productId);
    const heading = await screen.findByRole('heading', { level: 1, name });
    // The product itself, apart from the related products' cards below it.
    const details = within(screen.getByRole('article', { name }));
    return { ...result, heading, details };
  }

  it('shows a reduced product: title, image, rating, struck price and discount', async () => {
    server.use(
      http.get('*/api/ratings', () =>
        HttpResponse.json({ ratings: [{ productId: 'vb-0001', average: 4.7, count: 12 }] }),
      ),
    );
    const product = raw('vb-0001');
    expect(product.originalPrice).toBeGreaterThan(product.price);
    const { details } = await renderProduct('vb-0001');

    expect(document.title).toBe(`${product.name} | Voltbay`);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      product.description,
    );
    const image = details.getByRole('img', { name: product.imageAlt });
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '300');
    expect(image).toHaveAttribute('loading', 'eager');

    expect(details.getByText(product.productType)).toBeInTheDocument();
    // The rating the shop's reviews give, as its server answers it.
    expect(
      await details.findByRole('img', { name: 'Rated 4.7 out of 5, 12 reviews' }),
    ).toBeInTheDocument();
    expect(details.getByText('4.7 out of 5')).toBeInTheDocument();

    expect(details.getByText('$329.00')).toBeInTheDocument();
    const was = details.getByText(/\$349\.00/);
    expect(was.tagName).toBe('S');
    expect(was).toHaveTextContent('Was $349.00');
    expect(details.getByText('6% off')).toBeInTheDocument();
    expect(details.getByText(product.description, { selector: 'p' })).toBeInTheDocument();
  });

  it('strikes no price when the product is not reduced', async () => {
    const product = raw('vb-0002');
    expect(product.originalPrice).toBe(product.price);
    const { details } = await renderProduct('vb-0002');
    expect(details.getByText('$599.00')).toBeInTheDocument();
    expect(details.queryByText(/Was/)).not.toBeInTheDocument();
    expect(details.queryByText(/% off/)).not.toBeInTheDocument();
  });

  it('links back to the category and brand listings', async () => {
    await renderProduct('vb-0001');
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Phones & Tablets' })).toHaveAttribute(
      'href',
      '/phone-tablets',
    );
    expect(within(breadcrumb).getByRole('link', { name: 'Apple' })).toHaveAttribute(
      'href',
      '/phone-tablets/apple',
    );
  });

  // The cart's rule, on the product alone: free delivery only when its price is over the
  // threshold (docs/decisions/0012-prices-and-delivery.md).
  it.each([
    ['vb-0133', 'at $39, pays delivery'],
    ['vb-0018', 'at $159.99, is delivered free'],
  ])('says what delivery the cart will charge for %s, which, %s', async (productId) => {
    const price = raw(productId).price * 100;
    await renderProduct(productId);
    const delivery = within(screen.getByRole('table', { name: 'Shipping' }))
      .getByRole('rowheader', { name: 'Delivery' })
      .closest('tr')
      ?.querySelector('td')?.textContent;
    if (deliveryChargeCents(price) === 0) {
      expect(delivery).toMatch(/^Free delivery/);
    } else {
      expect(delivery).not.toMatch(/free (delivery|shipping)$/i);
      expect(delivery).toContain(formatCents(deliveryChargeCents(price)));
      expect(delivery).toContain(`free on orders over ${formatCents(DELIVERY.freeOverCents)}`);
    }
  });

  it('lists the specifications with readable labels, the SKU, category, brand and delivery', async () => {
    const product = raw('vb-0001');
    await renderProduct('vb-0001');
    expect(screen.getByRole('heading', { level: 2, name: 'Specifications' })).toBeInTheDocument();

    const specifications = screen.getByRole('table', { name: 'Specifications' });
    const shipping = screen.getByRole('table', { name: 'Shipping' });
    const valueOf = (label: string) => {
      const header = [specifications, shipping]
        .flatMap((table) => within(table).queryAllByRole('rowheader', { name: label }))
        .at(0);
      return header?.closest('tr')?.querySelector('td')?.textContent;
    };
    expect(valueOf('Screen size')).toBe('10.9 inches');
    expect(valueOf('Display')).toBe(product.specifications.display);
    expect(valueOf('Storage')).toBe('64 GB');
    expect(valueOf('Battery life')).toBe(product.specifications.batteryLife);
    expect(valueOf('Charging time')).toBe(product.specifications.chargingTime);
    expect(valueOf('Warranty')).toBe(product.specifications.warranty);
    expect(valueOf('Weight')).toBe(product.specifications.weight);
    expect(valueOf('SKU')).toBe(product.sku);
    expect(valueOf('Category')).toBe('Phones & Tablets');
    expect(valueOf('Brand')).toBe('Apple');
    expect(valueOf('Delivery')).toBe('Free delivery');
    expect(valueOf('Pickup')).toBe('Free, at any of our 4 stores');
    expect(valueOf('Payment')).toBe('Cash on delivery, or at the store when you collect');
    expect(valueOf('Estimated delivery')).toBe(product.shippingInfo.estimatedDelivery);
    expect(valueOf('Sold by')).toBe(product.seller.name);
    // A field the product has no value for is not listed, nor one a tablet does not have.
    expect(within(specifications).queryByRole('rowheader', { name: 'Graphics' })).toBeNull();
    expect(within(specifications).queryByRole('rowheader', { name: 'Driver size' })).toBeNull();
  });

  it("shows a laptop's RAM, storage and screen with their units, and each of its categories", async () => {
    await renderProduct('vb-0138');
    const specifications = screen.getByRole('table', { name: 'Specifications' });
    const valueOf = (label: string) =>
      within(specifications)
        .getByRole('rowheader', { name: label })
        .closest('tr')
        ?.querySelector('td')?.textContent;
    expect(valueOf('Screen size')).toBe('15.6 inches');
    expect(valueOf('RAM')).toBe('16 GB');
    expect(valueOf('Storage')).toBe('512 GB');
    expect(valueOf('Processor')).toBe('Ryzen 5 7535HS');
    expect(valueOf('Categories')).toBe('Gaming, Laptops & Computers');
    expect(
      within(specifications).getByRole('link', { name: 'Laptops & Computers' }),
    ).toHaveAttribute('href', '/laptop-desktop');
  });

  it('adds the chosen quantity to the cart, within 1 to min(10, stock)', async () => {
    const product = raw('vb-0001');
    expect(product.stockCount).toBeGreaterThanOrEqual(10);
    const { details } = await renderProduct('vb-0001');
    expect(details.getByText('In stock')).toBeInTheDocument();
    const field = details.getByRole('textbox', { name: `Quantity of ${product.name}` });
    const fewer = details.getByRole('button', { name: `Decrease quantity of ${product.name}` });
    const more = details.getByRole('button', { name: `Increase quantity of ${product.name}` });
    expect(field).toHaveValue('1');
    expect(fewer).toBeDisabled();

    await userEvent.click(more);
    await userEvent.click(more);
    expect(field).toHaveValue('3');
    // Named by the words it shows, then the product (WCAG 2.5.3).
    await userEvent.click(details.getByRole('button', { name: `Add to Cart, ${product.name}` }));
    expect(await screen.findByText(`3 × ${product.name} added to your cart`)).toBeInTheDocument();

    await userEvent.clear(field);
    await userEvent.type(field, '25{Enter}');
    expect(field).toHaveValue('10');
    expect(more).toBeDisabled();
  });

  it('stops the quantity at the stock when fewer than 10 are left', async () => {
    const low = rawProducts.find(
      (entry) => entry.isActive && entry.stockCount > 1 && entry.stockCount < 10,
    );
    if (!low) throw new Error('products.json has no active product with 2 to 9 in stock');
    const { details } = await renderProduct(low.id);
    // The build's count is not said: it may be stale by now (the server cannot be reached here).
    expect(details.getByText('In stock')).toBeInTheDocument();
    const field = details.getByRole('textbox', { name: `Quantity of ${low.name}` });
    await userEvent.clear(field);
    await userEvent.type(field, '9{Enter}');
    expect(field).toHaveValue(String(low.stockCount));
    expect(
      details.getByRole('button', { name: `Increase quantity of ${low.name}` }),
    ).toBeDisabled();
  });

  it('shows Out of stock in place of the quantity and Add to Cart; the heart stays', async () => {
    const product = raw('vb-0003');
    expect(product.inStock).toBe(false);
    const { details } = await renderProduct('vb-0003');
    expect(details.getAllByText('Out of stock')).toHaveLength(1);
    expect(details.queryByRole('button', { name: /to cart/i })).not.toBeInTheDocument();
    expect(details.queryByRole('textbox', { name: /^Quantity of/ })).not.toBeInTheDocument();
    expect(details.queryByRole('button', { name: /quantity of/ })).not.toBeInTheDocument();
    expect(details.getByRole('button', { name: `Save ${product.name} to wishlist` })).toBeEnabled();
  });

  it("says how many are left once the server's count is low, and the quantity stops there", async () => {
    const product = raw('vb-0001');
    expect(product.stockCount).toBeGreaterThanOrEqual(10);
    const { details } = await renderProduct('vb-0001', serverCounting({ 'vb-0001': 2 }));
    expect(await details.findByText('Only 2 left')).toBeInTheDocument();
    expect(details.queryByText('In stock')).not.toBeInTheDocument();
    const field = details.getByRole('textbox', { name: `Quantity of ${product.name}` });
    await userEvent.clear(field);
    await userEvent.type(field, '9{Enter}');
    expect(field).toHaveValue('2');
    await userEvent.click(details.getByRole('button', { name: `Add to Cart, ${product.name}` }));
    expect(await screen.findByText(`2 × ${product.name} added to your cart`)).toBeInTheDocument();
    // The cart's limit is the live count too: a third is refused with the reason.
    await userEvent.click(details.getByRole('button', { name: `Add to Cart, ${product.name}` }));
    expect(
      await screen.findByText(
        `Your cart now holds 2 × ${product.name}, the most we can sell per order.`,
      ),
    ).toBeInTheDocument();
  });

  it('shows Out of stock when the server has none left since the page was built', async () => {
    const product = raw('vb-0001');
    const { details } = await renderProduct('vb-0001', serverCounting({ 'vb-0001': 0 }));
    expect(await details.findByText('Out of stock')).toBeInTheDocument();
    expect(details.queryByRole('button', { name: /to cart/i })).not.toBeInTheDocument();
    expect(details.queryByRole('textbox', { name: /^Quantity of/ })).not.toBeInTheDocument();
    expect(details.getByRole('button', { name: `Save ${product.name} to wishlist` })).toBeEnabled();
  });

  it("shows the server's price once staff changed it since the build, with the discount it makes", async () => {
    const product = raw('vb-0001');
    const was = Math.round(product.originalPrice * 100);
    const { details } = await renderProduct(
      'vb-0001',
      serverCounting({ 'vb-0001': 5 }, { 'vb-0001': was / 2 }),
    );
    expect(await details.findByText(formatCents(was / 2))).toBeInTheDocument();
    expect(details.getByText('50% off')).toBeInTheDocument();
    expect(details.queryByText(formatCents(Math.round(product.price * 100)))).toBeNull();
  });

  it('names the sale the server says gives the price, and when it ends, in the line kept for it', async () => {
    const product = raw('vb-0069');
    const salePrice = Math.round(product.price * 85);
    const read: ReadLiveStock = () =>
      Promise.resolve([
        {
          productId: 'vb-0069',
          stock: 5,
          priceCents: salePrice,
          sale: { title: 'Monitor week', endsAt: '2026-12-08T14:00:00+06:00' },
        },
      ]);
    const { details } = await renderProduct('vb-0069', read);
    const line = details.getByTestId('sale-line');
    // The line the page keeps for a sale, filled once the server names one.
    expect(
      await within(line).findByText(/^Monitor week: this price until 8 Dec 2026, 14:00/),
    ).toBeInTheDocument();
    expect(details.getByText(formatCents(salePrice))).toBeInTheDocument();
  });

  it('offers a product that was out of stock at build once the server has it again', async () => {
    const product = raw('vb-0003');
    expect(product.stockCount).toBe(0);
    const { details } = await renderProduct('vb-0003', serverCounting({ 'vb-0003': 4 }));
    expect(await details.findByText('Only 4 left')).toBeInTheDocument();
    expect(details.queryByText('Out of stock')).not.toBeInTheDocument();
    expect(
      details.getByRole('button', { name: `Add to Cart, ${product.name}` }),
    ).toBeInTheDocument();
  });

  it('saves the product to the wishlist with the heart', async () => {
    const product = raw('vb-0001');
    const { details } = await renderProduct('vb-0001');
    const heart = details.getByRole('button', { name: `Save ${product.name} to wishlist` });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
  });

  it('suggests up to four other active products of the same category', async () => {
    const product = raw('vb-0001');
    await renderProduct('vb-0001');
    const related = screen.getByRole('region', { name: 'Related products' });
    const names = within(related)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(names).toHaveLength(4);
    expect(names).not.toContain(product.name);
    for (const name of names) {
      const entry = rawProducts.find((candidate) => candidate.name === name);
      expect(entry?.category).toBe(product.category);
      expect(entry?.isActive).toBe(true);
    }
  });
});
