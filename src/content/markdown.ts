/**
 * The small, safe markdown the shop's pages are written in: a front matter block, `##` and `###`
 * headings, paragraphs, `-` and `1.` lists, `**bold**`, `*italic*` (or `_italic_`, as Prettier
 * writes it) and `[links](url)`. Anything else stays text, so raw HTML shows as written. Links go only to the shop's own paths (`/...`),
 * `https:`, `mailto:` and `tel:`; any other link shows as its label, as plain text.
 */

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'emphasis'; children: Inline[] }
  /** `inApp`: a path of the shop, followed without reloading the page. */
  | { type: 'link'; href: string; inApp: boolean; children: Inline[] };

export type Block =
  | { type: 'heading'; level: 2 | 3; children: Inline[] }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; ordered: boolean; items: Inline[][] };

export interface MarkdownDocument {
  /** The `key: value` lines between the opening `---` lines, values unquoted. */
  frontMatter: Record<string, string>;
  blocks: Block[];
}

/** Where a link may go, or null when it may not be a link at all. */
export function linkTarget(url: string): { href: string; inApp: boolean } | null {
  // A single leading slash: '//host' and '/\host' leave the site in a browser.
  if (/^\/(?![/\\])/.test(url)) return { href: url, inApp: true };
  if (/^(https:\/\/[^/\\]|mailto:|tel:)/i.test(url)) return { href: url, inApp: false };
  return null;
}

const ESCAPABLE = '\\*_[]()#-';

// An `_` inside a word (snake_case) is not emphasis.
const WORD_CHAR = /[\p{L}\p{N}]/u;

function pushText(nodes: Inline[], text: string) {
  const last = nodes.at(-1);
  if (last?.type === 'text') last.text += text;
  else if (text) nodes.push({ type: 'text', text });
}

function pushAll(nodes: Inline[], more: Inline[]) {
  for (const node of more) {
    if (node.type === 'text') pushText(nodes, node.text);
    else nodes.push(node);
  }
}

/** The index of the `marker` closing an emphasis opened before `from`, skipping `**` pairs. */
function emphasisEnd(text: string, from: number, marker: '*' | '_'): number {
  for (let i = from; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text.startsWith('**', i)) {
      const end = text.indexOf('**', i + 2);
      if (end === -1) return -1;
      i = end + 1;
    } else if (
      text[i] === marker &&
      !/\s/.test(text[i - 1] ?? ' ') &&
      (marker === '*' || !WORD_CHAR.test(text[i + 1] ?? ''))
    ) {
      return i;
    }
  }
  return -1;
}

/** The index of the `)` closing a link's URL, allowing balanced parentheses inside it. */
function urlEnd(text: string, from: number): number {
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    const char = text[i] ?? '';
    if (/\s/.test(char)) return -1;
    if (char === '(') depth++;
    else if (char === ')') {
      if (depth === 0) return i;
      depth--;
    }
  }
  return -1;
}

/** The span of markup starting at `i` (its nodes and where it ends), or null when there is none. */
function spanAt(text: string, i: number): { nodes: Inline[]; end: number } | null {
  if (text.startsWith('**', i)) {
    const end = text.indexOf('**', i + 2);
    const inner = text.slice(i + 2, end);
    if (end === -1 || inner.trim() !== inner || inner === '') return null;
    return { nodes: [{ type: 'strong', children: parseInline(inner) }], end: end + 2 };
  }
  const marker = text[i];
  const opensEmphasis =
    (marker === '*' || (marker === '_' && !WORD_CHAR.test(text[i - 1] ?? ''))) &&
    /\S/.test(text[i + 1] ?? ' ');
  if (opensEmphasis) {
    const end = emphasisEnd(text, i + 1, marker);
    if (end <= i + 1) return null;
    return {
      nodes: [{ type: 'emphasis', children: parseInline(text.slice(i + 1, end)) }],
      end: end + 1,
    };
  }
  if (text[i] === '[') {
    const labelEnd = text.indexOf(']', i + 1);
    if (labelEnd === -1 || text[labelEnd + 1] !== '(') return null;
    const end = urlEnd(text, labelEnd + 2);
    if (end === -1) return null;
    const label = parseInline(text.slice(i + 1, labelEnd));
    const target = linkTarget(text.slice(labelEnd + 2, end));
    return {
      nodes: target ? [{ type: 'link', ...target, children: label }] : label,
      end: end + 1,
    };
  }
  return null;
}

/** One line's (or paragraph's) text as inline nodes. A `\` before a markup character escapes it. */
export function parseInline(text: string): Inline[] {
  const nodes: Inline[] = [];
  let i = 0;
  while (i < text.length) {
    const char = text[i] ?? '';
    const next = text[i + 1] ?? '';
    if (char === '\\' && next && ESCAPABLE.includes(next)) {
      pushText(nodes, next);
      i += 2;
      continue;
    }
    const span = spanAt(text, i);
    if (span) {
      pushAll(nodes, span.nodes);
      i = span.end;
    } else {
      pushText(nodes, char);
      i++;
    }
  }
  return nodes;
}

function unquote(value: string): string {
  const quoted = /^(["'])(.*)\1$/.exec(value);
  return quoted ? (quoted[2] ?? '') : value;
}

/** Reads the front matter, if the text opens with one, and gives the lines after it. */
function splitFrontMatter(lines: string[]): {
  frontMatter: Record<string, string>;
  body: string[];
} {
  const end = lines.findIndex((line, index) => index > 0 && line.trim() === '---');
  if (lines[0]?.trim() !== '---' || end === -1) return { frontMatter: {}, body: lines };
  const frontMatter: Record<string, string> = {};
  for (const line of lines.slice(1, end)) {
    const entry = /^([A-Za-z][\w-]*)\s*:\s*(.*?)\s*$/.exec(line);
    if (entry?.[1]) frontMatter[entry[1]] = unquote(entry[2] ?? '');
  }
  return { frontMatter, body: lines.slice(end + 1) };
}

const HEADING = /^(#{2,3})\s+(.+?)\s*$/;
const BULLET = /^\s*-\s+(.*)$/;
const NUMBERED = /^\s*\d{1,9}\.\s+(.*)$/;

/** Parses a page: its front matter and its blocks. */
export function parseMarkdown(source: string): MarkdownDocument {
  const lines = source.replace(/^\uFEFF/, '').split(/\r\n?|\n/);
  const { frontMatter, body } = splitFrontMatter(lines);
  const blocks: Block[] = [];
  // The paragraph or list being read: its lines, one array per list item.
  let open:
    | { type: 'paragraph'; lines: string[] }
    | { type: 'list'; ordered: boolean; items: string[][] }
    | null = null;

  const close = () => {
    if (open?.type === 'paragraph') {
      blocks.push({ type: 'paragraph', children: parseInline(open.lines.join(' ')) });
    } else if (open?.type === 'list') {
      const items = open.items.map((item) => parseInline(item.join(' ')));
      blocks.push({ type: 'list', ordered: open.ordered, items });
    }
    open = null;
  };

  for (const line of body) {
    const heading = HEADING.exec(line);
    const bullet = BULLET.exec(line);
    const item = bullet ?? NUMBERED.exec(line);
    if (line.trim() === '') {
      close();
    } else if (heading) {
      close();
      const level = heading[1] === '##' ? 2 : 3;
      blocks.push({ type: 'heading', level, children: parseInline(heading[2] ?? '') });
    } else if (item) {
      const ordered = !bullet;
      if (open?.type !== 'list' || open.ordered !== ordered) {
        close();
        open = { type: 'list', ordered, items: [] };
      }
      open.items.push([(item[1] ?? '').trim()]);
    } else if (open?.type === 'list') {
      // A line under a list item continues it, as in CommonMark.
      open.items.at(-1)?.push(line.trim());
    } else if (open?.type === 'paragraph') {
      open.lines.push(line.trim());
    } else {
      open = { type: 'paragraph', lines: [line.trim()] };
    }
  }
  close();
  return { frontMatter, blocks };
}

/** The blocks before the first `##` heading, then one section per `##` heading (the FAQ's items). */
export function splitSections(blocks: readonly Block[]): {
  intro: Block[];
  sections: { heading: Inline[]; blocks: Block[] }[];
} {
  const intro: Block[] = [];
  const sections: { heading: Inline[]; blocks: Block[] }[] = [];
  for (const block of blocks) {
    if (block.type === 'heading' && block.level === 2) {
      sections.push({ heading: block.children, blocks: [] });
    } else {
      (sections.at(-1)?.blocks ?? intro).push(block);
    }
  }
  return { intro, sections };
}
