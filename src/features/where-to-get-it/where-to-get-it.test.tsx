import { ChakraProvider } from '@chakra-ui/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LocationUnits } from '#shop-api/availability.ts';
import { forgetChosenStoreActor } from '#src/actors/chosen-store-actor.ts';
import { chosenStoreStore } from '#src/services/storage/chosen-store-store.ts';
import { ShopApiError } from '#src/services/shop-api/api-client.ts';
import { renderApp } from '#src/testing/render-app.tsx';
import { system } from '#src/theme/system.ts';
import { WhereToGetIt } from './where-to-get-it.tsx';

const units: LocationUnits = {
  warehouse: 40,
  'circuit-square': 0,
  riverside: 2,
  'lakeview-mall': 9,
  'northgate-plaza': 5,
};

// Thursday 3 December 2026, noon in Dhaka (UTC+6): the stores are open until 20:00.
const thursdayNoon = new Date('2026-12-03T06:00:00Z');

function atTime(now: Date) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
}

afterEach(() => {
  vi.useRealTimers();
  forgetChosenStoreActor();
});

/** The stock-alerts feature's part, as the product page gives it: here a stand-in naming its store. */
const storeAlert = ({ storeId }: { storeId: string }) => (
  <button type="button">{`Alert for ${storeId}`}</button>
);

function renderSection(readUnits: (productId: string) => Promise<LocationUnits | null>) {
  const asked: string[] = [];
  renderApp(<WhereToGetIt productId="vb-0001" storeAlert={storeAlert} />, {
    servers: {
      availability: {
        readUnits: (productId) => {
          asked.push(productId);
          return readUnits(productId);
        },
      },
    },
  });
  return { asked };
}

/** Each place's box, in the order shown, as the lines it reads. */
async function places() {
  const list = await screen.findByRole('list');
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

const place = async (name: string) =>
  within(await screen.findByRole('list'))
    .getAllByRole('listitem')
    .find((item) => item.textContent.startsWith(name));

describe('WhereToGetIt', () => {
  it('keeps its place in the prerendered page without claiming any count', () => {
    const html = renderToString(
      <ChakraProvider value={system}>
        <WhereToGetIt productId="vb-0001" storeAlert={storeAlert} />
      </ChakraProvider>,
    );
    expect(html).toContain('Where to get it');
    expect(html).not.toMatch(/in stock|left|open/i);
  });

  it('says it is checking until the server answers, then the stock at each place', async () => {
    atTime(thursdayNoon);
    let answer = (_: LocationUnits) => {};
    const { asked } = renderSection(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    expect(await places()).toHaveLength(5);
    expect(within(await screen.findByRole('list')).getAllByText('Checking stock…')).toHaveLength(5);
    // React's strict mode starts the section's actor twice in tests: each asks for this product.
    expect(new Set(asked)).toEqual(new Set(['vb-0001']));
    answer(units);
    expect(await screen.findByText('Only 2 left')).toBeVisible();
    expect(await places()).toEqual([
      'DeliveryIn stockSent from our warehouse',
      'Circuit SquareNot in stockAlert for circuit-squareOpen now, closes 20:00Saturday to Thursday, 10:00 to 20:00Friday, 15:00 to 20:00',
      'RiversideOnly 2 leftOpen now, closes 20:00Saturday to Thursday, 10:00 to 20:00Friday, 15:00 to 20:00',
      'Lakeview MallIn stockOpen now, closes 20:00Saturday to Thursday, 10:00 to 20:00Friday, 15:00 to 20:00',
      'Northgate PlazaOnly 5 leftOpen now, closes 20:00Saturday to Thursday, 10:00 to 20:00Friday, 15:00 to 20:00',
    ]);
    // A store without it offers the alert; delivery's is the page's own form.
    expect(screen.getAllByRole('button', { name: /^Alert for/ })).toHaveLength(1);
  });

  it.each([
    ['before a store opens', '2026-12-04T03:00:00Z', 'Closed, opens today 15:00'],
    ['after it closes', '2026-12-04T15:00:00Z', 'Closed, opens tomorrow 10:00'],
  ])('says when a store opens next %s', async (_, now, said) => {
    atTime(new Date(now));
    renderSection(() => Promise.resolve(units));
    expect(await place('Riverside')).toHaveTextContent(said);
  });

  it("shows the shopper's kept store first, marked as theirs", async () => {
    atTime(thursdayNoon);
    chosenStoreStore.write('lakeview-mall');
    renderSection(() => Promise.resolve(units));
    const [, first] = await places();
    expect(first).toMatch(/^Lakeview MallYour store/);
    expect(screen.getByRole('combobox', { name: 'Your store' })).toHaveValue('lakeview-mall');
  });

  it('puts the store the shopper chooses first and keeps it; None chosen forgets it', async () => {
    const user = userEvent.setup();
    renderSection(() => Promise.resolve(units));
    const select = await screen.findByRole('combobox', { name: 'Your store' });
    expect(select).toHaveValue('');
    expect(screen.queryByText('Your store', { selector: 'li *' })).not.toBeInTheDocument();

    await user.selectOptions(select, 'Northgate Plaza');
    expect((await places())[1]).toMatch(/^Northgate PlazaYour storeOnly 5 left/);
    expect(chosenStoreStore.read().value).toBe('northgate-plaza');
    expect(select).toHaveFocus();

    await user.selectOptions(select, 'None chosen');
    expect((await places())[1]).toMatch(/^Circuit SquareNot in stockAlert for circuit-square/);
    expect(chosenStoreStore.read().value).toBeNull();
  });

  it.each([
    ['the server fails', () => Promise.reject(new ShopApiError('offline', 'offline', 0))],
    ['the server does not know the product', () => Promise.resolve(null)],
  ])('says it could not check when %s, and claims no count', async (_, readUnits) => {
    renderSection(readUnits);
    const list = await screen.findByRole('list');
    expect(await within(list).findAllByText("Couldn't check stock just now")).toHaveLength(5);
    expect(list).not.toHaveTextContent(/in stock|left|Alert for/i);
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
  });
});
