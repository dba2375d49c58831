import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { testUser } from '#machines/auth/auth.fixtures.ts';
import type {
  CodeTermsEdit,
  OfferChange,
  SalePreview,
  SaleTermsEdit,
  StaffCode,
  StaffOffers,
  StaffSale,
} from '#shop-api/staff-offers.ts';
import type { StaffServer } from '#src/features/staff/server.ts';
import { ShopApiError } from '#src/services/shop-api/api-client.ts';
import { renderApp } from '#src/testing/render-app.tsx';
import { StaffOffersPage } from './staff-offers.tsx';

// As the server answers them.
const monitorWeek: StaffSale = {
  id: 'monitor-week',
  title: 'Monitor week',
  reduction: { kind: 'percent', percent: 15 },
  scope: { kind: 'category', category: 'laptop-desktop' },
  startsAt: '2027-03-01T00:00:00+06:00',
  endsAt: '2027-03-08T00:00:00+06:00',
  state: 'running',
};
const springDays: StaffSale = {
  id: 'spring-days',
  title: 'Spring days',
  reduction: { kind: 'amount', amountCents: 2_500 },
  scope: { kind: 'products', productIds: ['vb-0001', 'vb-0002'] },
  startsAt: '2027-04-01T09:00:00+06:00',
  endsAt: '2027-04-03T09:00:00+06:00',
  state: 'not-started',
};
const welcome: StaffCode = {
  code: 'WELCOME10',
  reduction: { kind: 'percent', percent: 10 },
  minimumCents: 5_000,
  startsAt: '2027-01-01T00:00:00+06:00',
  endsAt: '2028-01-01T00:00:00+06:00',
  maxUses: 100,
  maxUsesPerCustomer: 1,
  categories: [],
  excludedCategories: ['component'],
  withSales: true,
  published: true,
  state: 'running',
  uses: 7,
};
const offers: StaffOffers = { sales: [monitorWeek, springDays], codes: [welcome] };
const changes: OfferChange[] = [
  {
    id: 2,
    at: '2027-03-01T06:00:00.000Z',
    by: 'sam@voltbay.example',
    entity: 'sale',
    subject: 'monitor-week',
    action: 'changed',
    summary: 'reduction: 10% off → 15% off',
  },
];

function renderOffers(server: Partial<StaffServer> = {}) {
  const asked = { offers: 0, history: 0 };
  const rendered = renderApp(null, {
    path: '/staff/offers',
    routes: [{ path: '/staff/offers', element: <StaffOffersPage /> }],
    servers: {
      staff: {
        listOffers: () => {
          asked.offers += 1;
          return Promise.resolve(offers);
        },
        offerHistory: () => {
          asked.history += 1;
          return Promise.resolve(changes);
        },
        ...server,
      },
    },
  });
  act(() => rendered.session.report({ type: 'auth.changed', user: testUser }));
  return asked;
}

const saleForm = () => screen.getByRole('form', { name: /sale/i });
const codeForm = () => screen.getByRole('form', { name: /code/i });
/** A `datetime-local` field, as a browser's picker sets it. */
const setWhen = (form: HTMLElement, name: RegExp, value: string) =>
  fireEvent.change(within(form).getByLabelText(name), { target: { value } });

describe('StaffOffersPage', () => {
  it('lists the sales and codes with their state, window in Dhaka time and uses, and who changed what', async () => {
    renderOffers();
    const sales = await screen.findByRole('table', { name: 'Sales' });
    const rows = within(sales).getAllByRole('row');
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Monitor week',
      '15% off',
      'Category: Laptops & Computers',
      '1 Mar 2027, 00:00 to 8 Mar 2027, 00:00 (Dhaka time)',
      'Running',
      'ChangeEnd now',
    ]);
    expect(within(rows[2]!).getByText('Products vb-0001, vb-0002')).toBeVisible();
    expect(within(rows[2]!).getByText('Starts later')).toBeVisible();
    // Only a running sale can be ended.
    expect(within(rows[2]!).queryByRole('button', { name: /End now/ })).toBeNull();

    const codes = screen.getByRole('table', { name: 'Promo codes' });
    expect(within(codes).getByText('7 of 100')).toBeVisible();
    expect(within(codes).getByText('Listed')).toBeVisible();
    expect(within(codes).getByText('$50.00')).toBeVisible();

    const history = await screen.findByRole('list', { name: 'Changes' });
    expect(within(history).getByText('Sale monitor-week changed')).toBeVisible();
    expect(within(history).getByText('by sam@voltbay.example on 1 Mar 2027, 12:00')).toBeVisible();
    expect(within(history).getByText('reduction: 10% off → 15% off')).toBeVisible();
  });

  it("checks a new sale by the server's own schema, sends it, and lists it again", async () => {
    const sent: [string | undefined, SaleTermsEdit][] = [];
    const asked = renderOffers({
      saveSale: (id, terms) => {
        sent.push([id, terms]);
        return Promise.resolve({ id: 'easter', ...terms, state: 'not-started' } as StaffSale);
      },
    });
    await screen.findByRole('table', { name: 'Sales' });
    const form = saleForm();
    const create = within(form).getByRole('button', { name: 'Create sale' });
    await userEvent.click(create);
    const title = within(form).getByRole('textbox', { name: /^Title/ });
    expect(title).toHaveAccessibleDescription(/The title is required/);
    expect(title).toHaveFocus();

    await userEvent.type(title, 'Easter');
    const percent = within(form).getByRole('textbox', { name: /^Percentage off/ });
    await userEvent.type(percent, '95');
    expect(percent).toHaveAccessibleDescription(/At most 90% off/);
    await userEvent.clear(percent);
    await userEvent.type(percent, '20');
    const ids = within(form).getByRole('textbox', { name: /^Product ids/ });
    expect(ids).toHaveAccessibleDescription(/Name at least one product/);
    await userEvent.type(ids, 'vb-0001, vb-0001');
    expect(ids).toHaveAccessibleDescription(/A product is named twice/);
    await userEvent.clear(ids);
    await userEvent.type(ids, 'vb-0001 vb-0003');
    setWhen(form, /^Starts/, '2027-04-10T09:00');
    setWhen(form, /^Ends/, '2027-04-10T08:00');
    expect(within(form).getByLabelText(/^Ends/)).toHaveAccessibleDescription(
      /The end is after the start/,
    );
    expect(sent).toEqual([]);

    setWhen(form, /^Ends/, '2027-04-12T09:00');
    await userEvent.click(create);
    expect(await within(form).findByText(/Easter is saved/)).toBeVisible();
    expect(sent).toEqual([
      [
        undefined,
        {
          title: 'Easter',
          reduction: { kind: 'percent', percent: 20 },
          scope: { kind: 'products', productIds: ['vb-0001', 'vb-0003'] },
          startsAt: '2027-04-10T09:00:00+06:00',
          endsAt: '2027-04-12T09:00:00+06:00',
        },
      ],
    ]);
    // The lists and the history asked again; the next save changes the sale saved.
    expect(asked.offers).toBeGreaterThanOrEqual(2);
    expect(asked.history).toBeGreaterThanOrEqual(2);
    expect(within(form).getByRole('heading', { name: 'Change sale Easter' })).toBeVisible();
    await userEvent.click(within(form).getByRole('button', { name: 'Save sale' }));
    await vi.waitFor(() => expect(sent[1]?.[0]).toBe('easter'));
  });

  it("keeps what was typed and says the server's reason when it refuses", async () => {
    renderOffers({
      saveSale: () =>
        Promise.reject(new ShopApiError('The shop has no product vb-0999.', 'bad-request', 400)),
    });
    await screen.findByRole('table', { name: 'Sales' });
    const form = saleForm();
    await userEvent.type(within(form).getByRole('textbox', { name: /^Title/ }), 'Typo sale');
    await userEvent.type(within(form).getByRole('textbox', { name: /^Percentage off/ }), '10');
    await userEvent.type(within(form).getByRole('textbox', { name: /^Product ids/ }), 'vb-0999');
    await userEvent.click(within(form).getByRole('button', { name: 'Create sale' }));
    expect(await within(form).findByText('The shop has no product vb-0999.')).toBeVisible();
    expect(within(form).getByText('The sale was not saved')).toBeVisible();
    expect(within(form).getByRole('textbox', { name: /^Title/ })).toHaveValue('Typo sale');
    expect(within(form).getByRole('textbox', { name: /^Product ids/ })).toHaveValue('vb-0999');
  });

  it('opens a sale to change it, previews its prices, and ends a running one after asking', async () => {
    const previewed: SaleTermsEdit[] = [];
    const ended: string[] = [];
    const preview: SalePreview = {
      productCount: 12,
      products: [
        { id: 'vb-0101', name: 'Walton Laptop', regularPriceCents: 40_000, priceCents: 34_000 },
      ],
    };
    renderOffers({
      previewSale: (terms) => {
        previewed.push(terms);
        return Promise.resolve(preview);
      },
      endSale: (id) => {
        ended.push(id);
        return Promise.resolve({ ...monitorWeek, state: 'ended' });
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Change sale Monitor week' }));
    const heading = screen.getByRole('heading', { name: 'Change sale Monitor week' });
    expect(heading).toHaveFocus();
    const form = saleForm();
    expect(within(form).getByRole('textbox', { name: /^Title/ })).toHaveValue('Monitor week');
    expect(within(form).getByRole('combobox', { name: 'Covers' })).toHaveValue('category');
    expect(within(form).getByRole('combobox', { name: 'Category' })).toHaveValue('laptop-desktop');
    expect(within(form).getByLabelText(/^Starts/)).toHaveValue('2027-03-01T00:00');

    await userEvent.click(within(form).getByRole('button', { name: 'Preview prices' }));
    const table = await within(form).findByRole('table', { name: 'Prices this sale gives' });
    expect(within(table).getByText('Walton Laptop (vb-0101)')).toBeVisible();
    expect(within(table).getByText('$340.00')).toBeVisible();
    expect(within(form).getByText(/It covers 12 products/)).toBeVisible();
    expect(previewed[0]).toMatchObject({
      title: 'Monitor week',
      scope: { kind: 'category', category: 'laptop-desktop' },
    });

    await userEvent.click(screen.getByRole('button', { name: 'End now: sale Monitor week' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, end it now' }));
    expect(
      await screen.findByText(
        'The sale Monitor week has ended: new quotes and orders no longer get it.',
      ),
    ).toBeVisible();
    expect(ended).toEqual(['monitor-week']);
  });

  /** SPRING-5: $5 off, 2 uses in all and `perCustomer` each, for March 2027. */
  async function fillSpringCode(form: HTMLElement, perCustomer: string) {
    await userEvent.type(within(form).getByRole('textbox', { name: /^Code/ }), 'spring-5');
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: 'Reduction' }),
      'amount',
    );
    await userEvent.type(within(form).getByRole('textbox', { name: /^Amount off/ }), '5');
    await userEvent.type(within(form).getByRole('textbox', { name: /^Most uses in all/ }), '2');
    await userEvent.type(
      within(form).getByRole('textbox', { name: /^Most uses per customer/ }),
      perCustomer,
    );
    setWhen(form, /^Starts/, '2027-03-01T00:00');
    setWhen(form, /^Ends/, '2027-03-31T00:00');
  }

  it('checks a code by the same schema: caps that disagree and a category both ways send nothing', async () => {
    const sent: CodeTermsEdit[] = [];
    renderOffers({
      saveCode: (_existing, terms) => {
        sent.push(terms);
        return Promise.resolve({ ...welcome, ...terms, uses: 0 });
      },
    });
    await screen.findByRole('table', { name: 'Promo codes' });
    const form = codeForm();
    await fillSpringCode(form, '3');
    const covered = within(form).getByRole('group', { name: 'Covers only these categories' });
    const left = within(form).getByRole('group', { name: 'Leaves out these categories' });
    await userEvent.click(within(covered).getByRole('checkbox', { name: 'Components' }));
    await userEvent.click(within(left).getByRole('checkbox', { name: 'Components' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Create code' }));
    expect(
      within(form).getByRole('textbox', { name: /^Most uses per customer/ }),
    ).toHaveAccessibleDescription(/at most the code's cap on uses/);
    expect(left).toHaveAccessibleDescription(/either covered or left out/);
    expect(sent).toEqual([]);
  });

  it("sends a code's caps, categories and choices, then keeps its name fixed", async () => {
    const sent: [boolean, CodeTermsEdit][] = [];
    renderOffers({
      saveCode: (existing, terms) => {
        sent.push([existing, terms]);
        return Promise.resolve({ ...welcome, ...terms, uses: 0 });
      },
    });
    await screen.findByRole('table', { name: 'Promo codes' });
    const form = codeForm();
    await fillSpringCode(form, '1');
    const covered = within(form).getByRole('group', { name: 'Covers only these categories' });
    await userEvent.click(within(covered).getByRole('checkbox', { name: 'Components' }));
    await userEvent.click(
      within(form).getByRole('checkbox', { name: /List it on the Offers page/ }),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Create code' }));
    expect(await within(form).findByText(/SPRING-5 is saved/)).toBeVisible();
    expect(sent).toEqual([
      [
        false,
        {
          code: 'SPRING-5',
          reduction: { kind: 'amount', amountCents: 500 },
          minimumCents: 0,
          startsAt: '2027-03-01T00:00:00+06:00',
          endsAt: '2027-03-31T00:00:00+06:00',
          maxUses: 2,
          maxUsesPerCustomer: 1,
          categories: ['component'],
          excludedCategories: [],
          withSales: false,
          published: true,
        },
      ],
    ]);
    expect(within(form).getByRole('textbox', { name: /^Code/ })).toHaveAttribute('readonly');
  });

  it('tells an account that is not staff that the page is for staff', async () => {
    renderOffers({
      listOffers: () => Promise.reject(new ShopApiError('Only staff', 'forbidden', 403)),
    });
    expect(await screen.findByText(/this account is not a staff account/)).toBeVisible();
  });
});
