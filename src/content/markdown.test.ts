import { describe, expect, it } from 'vitest';
import { linkTarget, parseInline, parseMarkdown, splitSections, type Inline } from './markdown.ts';

const text = (value: string): Inline => ({ type: 'text', text: value });

describe('parseMarkdown', () => {
  it('reads the front matter, unquoting values, and leaves it out of the blocks', () => {
    const page = parseMarkdown(
      [
        '---',
        'title: Warranty Policy',
        'description: "What our warranty covers: repairs, parts and returns."',
        '---',
        '',
        'Hello.',
      ].join('\n'),
    );
    expect(page.frontMatter).toEqual({
      title: 'Warranty Policy',
      description: 'What our warranty covers: repairs, parts and returns.',
    });
    expect(page.blocks).toEqual([{ type: 'paragraph', children: [text('Hello.')] }]);
  });

  it('has no front matter when the text does not open with a closed one', () => {
    expect(parseMarkdown('Just text.').frontMatter).toEqual({});
    const unclosed = parseMarkdown('---\ntitle: Open');
    expect(unclosed.frontMatter).toEqual({});
    expect(unclosed.blocks).toHaveLength(1);
  });

  it('reads ## and ### headings, and keeps other # lines as text', () => {
    const { blocks } = parseMarkdown(
      '## Returns\n### Within 30 days\n# Not a heading\n#### Nor this',
    );
    expect(blocks).toEqual([
      { type: 'heading', level: 2, children: [text('Returns')] },
      { type: 'heading', level: 3, children: [text('Within 30 days')] },
      { type: 'paragraph', children: [text('# Not a heading #### Nor this')] },
    ]);
  });

  it('joins the lines of a paragraph and splits paragraphs at blank lines', () => {
    const { blocks } = parseMarkdown('One line\nand the next.\r\n\r\nA second paragraph.');
    expect(blocks).toEqual([
      { type: 'paragraph', children: [text('One line and the next.')] },
      { type: 'paragraph', children: [text('A second paragraph.')] },
    ]);
  });

  it('reads - and 1. lists, with continuation lines, and splits lists of another kind', () => {
    const { blocks } = parseMarkdown(
      '- Phones\n- Laptops and\n  desktops\n1. Bring the box\n2. Bring the **receipt**',
    );
    expect(blocks).toEqual([
      {
        type: 'list',
        ordered: false,
        items: [[text('Phones')], [text('Laptops and desktops')]],
      },
      {
        type: 'list',
        ordered: true,
        items: [
          [text('Bring the box')],
          [text('Bring the '), { type: 'strong', children: [text('receipt')] }],
        ],
      },
    ]);
  });

  it('shows raw HTML as text', () => {
    const { blocks } = parseMarkdown('<script>alert(1)</script>\n<img src=x onerror=alert(1)>');
    expect(blocks).toEqual([
      {
        type: 'paragraph',
        children: [text('<script>alert(1)</script> <img src=x onerror=alert(1)>')],
      },
    ]);
  });
});

describe('parseInline', () => {
  it('reads bold and italic, also nested', () => {
    expect(parseInline('**Free** delivery *over $100*, *really **free***')).toEqual([
      { type: 'strong', children: [text('Free')] },
      text(' delivery '),
      { type: 'emphasis', children: [text('over $100')] },
      text(', '),
      {
        type: 'emphasis',
        children: [text('really '), { type: 'strong', children: [text('free')] }],
      },
    ]);
  });

  it('reads _italic_ as Prettier writes it, but not an _ inside a word', () => {
    expect(parseInline('_Last updated_ in snake_case_words')).toEqual([
      { type: 'emphasis', children: [text('Last updated')] },
      text(' in snake_case_words'),
    ]);
  });

  it('keeps unmatched or spaced markers as text', () => {
    expect(parseInline('2 * 3 * 4, **open, *also open')).toEqual([
      text('2 * 3 * 4, **open, *also open'),
    ]);
  });

  it('unescapes a backslash before a markup character', () => {
    expect(parseInline('\\*not italic\\*, \\_nor this\\_ and \\[not a link\\](/x)')).toEqual([
      text('*not italic*, _nor this_ and [not a link](/x)'),
    ]);
  });

  it('reads links to the shop, to https, mailto and tel, with markup in the label', () => {
    expect(
      parseInline(
        'See [**our stores**](/find-our-store), [Maps](https://maps.example/?q=a(b)), ' +
          '[mail](mailto:support@voltbay.example) or [call](tel:+8801700000000).',
      ),
    ).toEqual([
      text('See '),
      {
        type: 'link',
        href: '/find-our-store',
        inApp: true,
        children: [{ type: 'strong', children: [text('our stores')] }],
      },
      text(', '),
      {
        type: 'link',
        href: 'https://maps.example/?q=a(b)',
        inApp: false,
        children: [text('Maps')],
      },
      text(', '),
      {
        type: 'link',
        href: 'mailto:support@voltbay.example',
        inApp: false,
        children: [text('mail')],
      },
      text(' or '),
      { type: 'link', href: 'tel:+8801700000000', inApp: false, children: [text('call')] },
      text('.'),
    ]);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    '//evil.example/path',
    '/\\evil.example',
    'data:text/html;base64,PHNjcmlwdD4=',
    'http://plain.example',
    'https:/evil.example',
    'vbscript:msgbox',
    'relative/path',
  ])('shows a link to %s as its label, in plain text', (url) => {
    expect(parseInline(`Click [here](${url}) now`)).toEqual([text('Click here now')]);
  });

  it('keeps a link whose URL has a space as the text it is', () => {
    expect(parseInline('[x](java script:alert(1))')).toEqual([text('[x](java script:alert(1))')]);
  });
});

describe('linkTarget', () => {
  it('tells in-app paths from outside links', () => {
    expect(linkTarget('/')).toEqual({ href: '/', inApp: true });
    expect(linkTarget('/page/feedback')).toEqual({ href: '/page/feedback', inApp: true });
    expect(linkTarget('https://voltbay.example')).toEqual({
      href: 'https://voltbay.example',
      inApp: false,
    });
    expect(linkTarget('//voltbay.example')).toBeNull();
  });
});

describe('splitSections', () => {
  it('gives the intro, then one section per ## heading with its blocks', () => {
    const { blocks } = parseMarkdown('Intro.\n## One?\nYes.\n### Detail\n- a\n## Two?\nNo.');
    const { intro, sections } = splitSections(blocks);
    expect(intro).toEqual([{ type: 'paragraph', children: [text('Intro.')] }]);
    expect(sections.map((section) => section.heading)).toEqual([[text('One?')], [text('Two?')]]);
    expect(sections[0]?.blocks.map((block) => block.type)).toEqual([
      'paragraph',
      'heading',
      'list',
    ]);
    expect(sections[1]?.blocks).toEqual([{ type: 'paragraph', children: [text('No.')] }]);
  });
});
