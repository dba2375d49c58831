import { shop } from '#src/content/shop.ts';

/** The document title ('... | Voltbay') and meta description of a page; React hoists both. */
export function PageMeta({ title, description }: { title: string; description: string }) {
  return (
    <>
      <title>{`${title} | ${shop.name}`}</title>
      <meta name="description" content={description} />
    </>
  );
}
