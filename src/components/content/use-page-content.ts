import { useLoaderData } from 'react-router-dom';
import type { PageContent } from '#src/content/pages/index.ts';

/** The page's markdown content, which its route's loader read (`loadPage` in content/pages). */
export const usePageContent = () => useLoaderData<PageContent>();
