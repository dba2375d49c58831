import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Product } from '#catalog/product.ts';
import { makeProduct } from '#catalog/product.fixtures.ts';
import { renderApp } from '#src/testing/render-app.tsx';
import { UseCaseTabs, showcaseByUseCase } from './use-case-tabs.tsx';

// Products that suit only the use cases they list: no keyword in the name or the category.
const make = (name: string, useCase: Product['useCase'], changes: Partial<Product> = {}) =>
  makeProduct({
    id: `vb-${name.toLowerCase().replaceAll(' ', '-')}`,
    name,
    category: 'software',
    brand: 'walton',
    useCase,
    ...changes,
  });

const numbered = (prefix: string, count: number, useCase: Product['useCase']) =>
  Array.from({ length: count }, (_, index) => make(`${prefix} ${index + 1}`, useCase));

const studentNames = ['Study Notebook Suite', 'Exam Timer', 'Lecture Recorder'];
// Ten for gamers: more than a tab shows. Eight for professionals: exactly as many as it shows.
const catalog = [
  ...studentNames.map((name) => make(name, ['students'])),
  make('Withdrawn Study Aid', ['students'], { isActive: false }),
  ...numbered('Arena Item', 10, ['gamers']),
  ...numbered('Office Item', 8, ['professionals']),
];

const panel = () => within(screen.getByRole('tabpanel'));
const shownNames = (names: readonly string[]) =>
  names.filter((name) => panel().queryAllByText(name).length > 0);

function renderTabs(products: readonly Product[] = catalog) {
  renderApp(<UseCaseTabs byUseCase={showcaseByUseCase(products)} />);
  return {
    tab: (name: string) => screen.getByRole('tab', { name }),
  };
}

describe('UseCaseTabs', () => {
  it('is a labelled tab list with Students selected at first, its panel named by it', () => {
    const { tab } = renderTabs();
    expect(screen.getByRole('heading', { level: 2, name: 'Shop by what you do' })).toBeVisible();
    const tabList = screen.getByRole('tablist', { name: 'Products by use case' });
    expect(
      within(tabList)
        .getAllByRole('tab')
        .map((element) => element.textContent),
    ).toEqual(['For Students', 'For Gamers', 'For Professionals', 'For Travelers']);
    expect(tab('For Students')).toHaveAttribute('aria-selected', 'true');
    expect(tab('For Gamers')).toHaveAttribute('aria-selected', 'false');
    // Roving tab index: only the selected tab is in the Tab order.
    expect(tab('For Students')).toHaveAttribute('tabindex', '0');
    expect(tab('For Gamers')).toHaveAttribute('tabindex', '-1');

    const tabPanel = screen.getByRole('tabpanel', { name: 'For Students' });
    expect(tabPanel).toHaveAttribute('tabindex', '0');
    for (const element of within(tabList).getAllByRole('tab')) {
      expect(element).toHaveAttribute('aria-controls', tabPanel.id);
    }
    expect(shownNames(studentNames)).toEqual(studentNames);
    // The cards' headings sit under the section's h2.
    expect(panel().getByRole('heading', { level: 3, name: 'Exam Timer' })).toBeVisible();
    expect(panel().queryByText('Withdrawn Study Aid')).not.toBeInTheDocument();
    expect(panel().queryByRole('link', { name: /View All Products/ })).not.toBeInTheDocument();
  });

  it("shows a clicked tab's first 8 products, and links to all of them when there are more", async () => {
    const { tab } = renderTabs();
    await userEvent.click(tab('For Gamers'));

    expect(tab('For Gamers')).toHaveAttribute('aria-selected', 'true');
    expect(tab('For Students')).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'For Gamers' })).toBeVisible();
    const gamerNames = numbered('Arena Item', 10, []).map((product) => product.name);
    expect(shownNames(gamerNames)).toEqual(gamerNames.slice(0, 8));
    expect(shownNames(studentNames)).toEqual([]);
    expect(panel().getByRole('link', { name: 'View All Products for Gamers' })).toHaveAttribute(
      'href',
      '/products?useCase=gamers',
    );
  });

  it('has no View All link when exactly 8 match', async () => {
    const { tab } = renderTabs();
    await userEvent.click(tab('For Professionals'));
    const officeNames = numbered('Office Item', 8, []).map((product) => product.name);
    expect(shownNames(officeNames)).toEqual(officeNames);
    expect(panel().queryByRole('link', { name: /View All Products/ })).not.toBeInTheDocument();
  });

  it('says so when no product matches', async () => {
    const { tab } = renderTabs();
    await userEvent.click(tab('For Travelers'));
    expect(panel().getByText('No products found')).toBeVisible();
    expect(panel().getByText("We're working on adding more products for travelers.")).toBeVisible();
    expect(panel().queryByRole('link', { name: /View All Products/ })).not.toBeInTheDocument();
  });

  it('moves selection and focus with the arrow keys (wrapping round), Home and End', async () => {
    const { tab } = renderTabs();
    const expectSelected = (name: string) => {
      expect(tab(name)).toHaveAttribute('aria-selected', 'true');
      expect(tab(name)).toHaveFocus();
      expect(tab(name)).toHaveAttribute('tabindex', '0');
      expect(screen.getByRole('tabpanel', { name })).toBeInTheDocument();
    };

    await userEvent.tab();
    expect(tab('For Students')).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    expectSelected('For Gamers');
    expect(tab('For Students')).toHaveAttribute('tabindex', '-1');
    expect(shownNames(['Arena Item 1'])).toEqual(['Arena Item 1']);

    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expectSelected('For Students');

    await userEvent.keyboard('{ArrowLeft}');
    expectSelected('For Travelers');

    await userEvent.keyboard('{Home}');
    expectSelected('For Students');

    await userEvent.keyboard('{End}');
    expectSelected('For Travelers');

    // Tab leaves the tab list for the panel.
    await userEvent.tab();
    expect(screen.getByRole('tabpanel', { name: 'For Travelers' })).toHaveFocus();
  });

  it('shows the empty state for every tab when there are no products', () => {
    renderTabs([]);
    expect(panel().getByText('No products found')).toBeVisible();
    expect(panel().getByText("We're working on adding more products for students.")).toBeVisible();
  });
});
