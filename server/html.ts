// HTML for the shop's e-mails, built only through `html`: every value put into it is escaped, so
// a product's name or anything else from data is read as text, never as markup.

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** HTML made by `html`: put into another `html` as it is, not escaped again. */
class Html {
  readonly markup: string;
  constructor(markup: string) {
    this.markup = markup;
  }
}

type Value = string | number | Html | readonly Html[];

const markupOf = (value: Value): string => {
  if (typeof value === 'string' || typeof value === 'number') {
    return String(value).replace(/[&<>"']/g, (character) => entities[character]!);
  }
  return value instanceof Html ? value.markup : value.map(markupOf).join('');
};

/** A piece of HTML: the template's own markup as written, each value escaped. */
export function html(strings: TemplateStringsArray, ...values: readonly Value[]): Html {
  return new Html(
    strings.reduce((markup, string, index) => markup + markupOf(values[index - 1]!) + string),
  );
}

/** The whole document of an e-mail's HTML part. */
export const htmlDocument = (title: string, body: Html): string =>
  html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <title>${title}</title>
      </head>
      <body>
        ${body}
      </body>
    </html>`.markup;
