import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '#src/testing/render-app.tsx';
import { EmiCalculator } from './emi-calculator.tsx';
import { EmiOffer } from './emi-offer.tsx';

const trigger = () => screen.getByRole('button', { name: 'Work out instalments' });
const plan = () => screen.findByRole('table', { name: 'Instalments (EMI)' });
const row = (table: HTMLElement, label: string | RegExp) =>
  within(table).getByRole('rowheader', { name: label }).closest('tr');

describe('EmiOffer', () => {
  it('says nothing of instalments under $200', () => {
    renderApp(<EmiOffer priceCents={19_999} />);
    expect(screen.queryByText(/EMI/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('gives the smallest monthly instalment, and shows and hides the calculator', async () => {
    renderApp(<EmiOffer priceCents={119_900} />);
    expect(screen.getByText('or from $54.78/month with EMI in our stores')).toBeVisible();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    // A year without interest first: $1,199.00 in 11 instalments of $99.92 and a last of $99.88.
    const table = await plan();
    expect(screen.getByRole('radio', { name: '12 months · no interest' })).toBeChecked();
    expect(row(table, 'Each month, 11 times')).toHaveTextContent('$99.92');
    expect(row(table, 'Last month')).toHaveTextContent('$99.88');
    expect(row(table, 'Total payable')).toHaveTextContent('$1,199.00');
    expect(row(table, 'Interest')).toHaveTextContent('None');

    await userEvent.click(screen.getByRole('radio', { name: '24 months · 9% a year' }));
    expect(row(table, 'Each month, 23 times')).toHaveTextContent('$54.78');
    expect(row(table, 'Last month')).toHaveTextContent('$54.56');
    expect(row(table, 'Total payable')).toHaveTextContent('$1,314.50');
    expect(row(table, 'Interest')).toHaveTextContent('$115.50');
    expect(screen.getByRole('link', { name: 'EMI & Payment Policy' })).toHaveAttribute(
      'href',
      '/page/emi-and-payment-policy',
    );

    await userEvent.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(table).not.toBeVisible();
  });
});

describe('EmiCalculator', () => {
  it.each([
    [0, 'Instalments cannot be worked out for this price; ask in store.'],
    [Number.NaN, 'Instalments cannot be worked out for this price; ask in store.'],
    [15_000, 'EMI is available on purchases from $200.00.'],
    [1e12, 'EMI is available on purchases up to $20,000.00; ask in store about larger ones.'],
  ])('says why a price of %s cents has no plan, with no figure', (priceCents, message) => {
    renderApp(<EmiCalculator priceCents={priceCents} />);
    expect(screen.getByRole('status')).toHaveTextContent(message);
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });
});
