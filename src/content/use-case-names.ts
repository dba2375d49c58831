import type { UseCase } from '#catalog/taxonomy.ts';

/**
 * Each use case as a shopper reads it, capitalised: 'View All Products for Students', a listing's
 * 'Laptops & Computers for Gamers', its filter.
 */
export const useCaseNames: Readonly<Record<UseCase, string>> = {
  students: 'Students',
  gamers: 'Gamers',
  professionals: 'Professionals',
  travelers: 'Travelers',
};
