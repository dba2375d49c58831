import { parseMarkdown, type Block } from '#src/content/markdown.ts';
import { preOrderPolicySlug } from '#src/content/shop.ts';

/**
 * The shop's information pages, one markdown file each (front matter: title and description).
 * Each is loaded on first visit, as its own small chunk.
 */
const sources = {
  about: () => import('./about.md?raw'),
  blog: () => import('./blog.md?raw'),
  career: () => import('./career.md?raw'),
  contact: () => import('./contact.md?raw'),
  faq: () => import('./faq.md?raw'),
  'find-our-store': () => import('./find-our-store.md?raw'),
  'press-coverage': () => import('./press-coverage.md?raw'),
  'terms-of-service': () => import('./terms-of-service.md?raw'),
  tracking: () => import('./tracking.md?raw'),
  feedback: () => import('./feedback.md?raw'),
  'emi-and-payment-policy': () => import('./emi-and-payment-policy.md?raw'),
  'privacy-policy': () => import('./privacy-policy.md?raw'),
  'warranty-policy': () => import('./warranty-policy.md?raw'),
  'exchange-policy': () => import('./exchange-policy.md?raw'),
  'delivery-terms-and-conditions': () => import('./delivery-terms-and-conditions.md?raw'),
  [preOrderPolicySlug]: () => import('./pre-order-policy.md?raw'),
} satisfies Record<string, () => Promise<{ default: string }>>;

export type PageId = keyof typeof sources;

/** The pages served at /page/{slug}: the footer's policy and help pages. */
export const pageSlugs: readonly PageId[] = [
  'feedback',
  'emi-and-payment-policy',
  'privacy-policy',
  'warranty-policy',
  'exchange-policy',
  'delivery-terms-and-conditions',
  preOrderPolicySlug,
];

export const isPageSlug = (slug: string | undefined): slug is PageId =>
  pageSlugs.some((pageSlug) => pageSlug === slug);

export interface PageContent {
  title: string;
  description: string;
  blocks: Block[];
}

/** A page's markdown as a page; a file without title or description is a mistake to fix. */
export function readPage(source: string, id: string): PageContent {
  const { frontMatter, blocks } = parseMarkdown(source);
  const { title, description } = frontMatter;
  if (!title || !description) {
    throw new Error(`Page '${id}' needs a title and a description in its front matter.`);
  }
  return { title, description, blocks };
}

export async function loadPage(id: PageId): Promise<PageContent> {
  const { default: source } = await sources[id]();
  return readPage(source, id);
}
