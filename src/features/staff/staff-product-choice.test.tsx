import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '#src/testing/render-app.tsx';
import { LISTED_AT_MOST, StaffProductChoice } from './staff-product-choice.tsx';

// A shop of 500 products, more than the chooser lists at once.
const products = Array.from({ length: 500 }, (_, index) => ({
  id: `gen-${index + 1}`,
  name: `${index % 2 === 0 ? 'Gaming Laptop' : 'USB-C Cable'} ${index + 1}`,
}));

function Chooser() {
  const [chosen, setChosen] = useState('gen-2');
  return (
    <StaffProductChoice
      label="Product"
      help="Products not on sale are listed too."
      groups={[{ products }]}
      value={chosen}
      onChange={setChosen}
    />
  );
}

/** The line that says, as staff type, how many products match. */
const matches = () => screen.getByText(/are listed|match/, { selector: '[aria-live="polite"]' });

const listed = () =>
  within(screen.getByRole('combobox', { name: 'Product' }))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('StaffProductChoice', () => {
  it('lists at most its limit, narrows as staff type, and keeps the product chosen', async () => {
    renderApp(<Chooser />);
    const chooser = screen.getByRole('combobox', { name: 'Product' });
    expect(listed()).toHaveLength(LISTED_AT_MOST);
    expect(matches()).toHaveTextContent(
      'The first 200 of 500 are listed: find the one you want by its name or id.',
    );

    const find = screen.getByRole('searchbox', { name: 'Find a product' });
    await userEvent.type(find, 'laptop 4');
    // Both words, in any case, in the name or the id: the laptops with a 4 in their number.
    const gamingFours = products.filter(
      ({ name }) => name.startsWith('Gaming Laptop') && name.includes('4'),
    );
    expect(matches()).toHaveTextContent(`${gamingFours.length} products match.`);
    // The product chosen stays listed and chosen, first, though it does not match.
    expect(chooser).toHaveValue('gen-2');
    expect(listed()).toEqual([
      'USB-C Cable 2 (gen-2)',
      ...gamingFours.map(({ id, name }) => `${name} (${id})`),
    ]);

    await userEvent.selectOptions(chooser, 'gen-499');
    expect(chooser).toHaveValue('gen-499');
    await userEvent.clear(find);
    await userEvent.type(find, 'GEN-499 ');
    expect(matches()).toHaveTextContent('1 product matches.');
    expect(listed()).toEqual(['Gaming Laptop 499 (gen-499)']);

    await userEvent.type(find, 'tablet');
    expect(matches()).toHaveTextContent('No product matches "GEN-499 tablet".');
    expect(listed()).toEqual(['Gaming Laptop 499 (gen-499)']);
    expect(chooser).toHaveValue('gen-499');
  });
});
