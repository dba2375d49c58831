// Used by scripts/prerender.ts (through prerender.tsx) to write each prerendered page.

/** What a prerendered page puts into the template: tags for its head, and its rendered markup. */
export interface PageParts {
  head: string;
  html: string;
}

/**
 * The template with the page's parts in it: its own `<title>` out, `head` before `</head>`, `html`
 * inside the empty element `root` (`<div id="root"></div>`). The parts go in through functions:
 * a replacement string would read `$'`, `$&` or `$1` in a catalog text as patterns and paste the
 * template's markup into the page's data.
 */
export function fillPageTemplate(template: string, root: string, { head, html }: PageParts) {
  const rootContent = root.lastIndexOf('</');
  return template
    .replace(/<title>[^<]*<\/title>\n?\s*/, '')
    .replace('</head>', () => `${head}\n</head>`)
    .replace(root, () => `${root.slice(0, rootContent)}${html}${root.slice(rootContent)}`);
}
