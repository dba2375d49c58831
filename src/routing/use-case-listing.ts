import { listingParams } from '#catalog/listing-params.ts';
import type { UseCase } from '#catalog/taxonomy.ts';
import { path } from './paths.ts';

/**
 * All products for `useCase` (`/products?useCase=students`); the parameter works on a category
 * listing too (`/gaming?useCase=gamers`). Beside the paths, not among them: only the home page
 * links to a use case, and the listing's parameters need not load with every page.
 */
export function listingHrefForUseCase(useCase: UseCase): string {
  return `${path.products}?${new URLSearchParams({ [listingParams.useCase]: useCase })}`;
}
