import { describe, expect, it } from 'vitest';
import { fillPageTemplate } from './page-template.ts';
import { jsonScript, ROUTE_DATA_ID } from './prerendered-page.ts';

const ROOT = '<div id="root"></div>';
const template = `<!doctype html>
<html lang="en">
  <head>
    <title>Voltbay</title>
  </head>
  <body>
    ${ROOT}
  </body>
</html>`;

/** A page rendered from a product whose catalog name holds `name`. */
function pageFor(name: string) {
  const document = new DOMParser().parseFromString(
    fillPageTemplate(template, ROOT, {
      head: `<title>${name} | Voltbay</title>\n${jsonScript(ROUTE_DATA_ID, { product: { name } })}`,
      html: `<main><h1>${name}</h1></main>`,
    }),
    'text/html',
  );
  return {
    title: document.title,
    routeData: JSON.parse(document.getElementById(ROUTE_DATA_ID)?.textContent ?? 'null') as unknown,
    heading: document.querySelector('#root h1')?.textContent,
    roots: document.querySelectorAll('#root').length,
  };
}

describe('fillPageTemplate', () => {
  it.each([
    "USB-C cable, 2 m ($'s worth)",
    'Cable $& more',
    'Case $1 and $2',
    'Price $$ and $` too',
    "$'$&$`$$",
  ])('keeps a catalog text with replacement patterns as written: %j', (name) => {
    expect(pageFor(name)).toEqual({
      title: `${name} | Voltbay`,
      routeData: { product: { name } },
      heading: name,
      roots: 1,
    });
  });

  it("puts the page's head before </head>, in place of the template's title", () => {
    expect(pageFor('Dell Pro Dock WD25').title).toBe('Dell Pro Dock WD25 | Voltbay');
  });
});
