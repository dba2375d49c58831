// The markup the build writes is valid HTML (docs/decisions/0035-valid-html.md): the W3C Nu HTML
// Checker (vnu-jar, the validator behind validator.w3.org) over every page the build wrote, and no
// theme token left unresolved in its CSS (a value such as `z-index: skipLink`, which the browser
// drops). Run by the build (scripts/build.ts) after the prerender; each error names the page and
// the line. `tsx scripts/check-html.ts [dist]`.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';

const folder = process.argv[2] ?? 'dist';

/** Every file under `dir` whose name ends with `extension`. */
const filesIn = (dir: string, extension: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesIn(path, extension);
    return entry.name.endsWith(extension) ? [path] : [];
  });

const pages = filesIn(folder, '.html');
const problems: string[] = [];

// The Nu checker: one Java process for all the pages; its JSON report comes on stderr.
const vnu = (createRequire(import.meta.url)('vnu-jar') as string).toString();
const checked = spawnSync(
  'java',
  ['-Xss8m', '-jar', vnu, '--errors-only', '--format', 'json', ...pages],
  { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
);
if (checked.error || checked.stderr.trim() === '') {
  console.error(
    'check-html: the Nu HTML Checker needs Java 17 or later (`java` on the PATH; on Debian ' +
      '`apt-get install default-jre-headless`).',
  );
  process.exit(1);
}
const report = JSON.parse(checked.stderr) as {
  messages: {
    type: string;
    url?: string;
    lastLine?: number;
    firstColumn?: number;
    message: string;
    extract?: string;
  }[];
};
for (const { type, url, lastLine, firstColumn, message, extract } of report.messages) {
  if (type !== 'error') continue;
  const page = url ? relative(folder, decodeURIComponent(new URL(url).pathname)) : '?';
  // The build writes a page's body on one line: the column finds the place, the extract shows it.
  const where = `${page}:${lastLine ?? '?'}:${firstColumn ?? '?'}`;
  problems.push(`${where}  ${message}${extract ? `\n      ${extract.trim().slice(0, 160)}` : ''}`);
}

/**
 * A declaration's value that is a theme token's name rather than CSS: a camelCase word
 * (`skipLink`) or a dotted path (`brand.fg`), which no CSS keyword is, outside a font's name, a
 * string, a url() or a custom property's name. The few camelCase keywords CSS has are allowed.
 */
const CSS_CAMEL_KEYWORDS = new Set([
  'currentColor',
  'optimizeLegibility',
  'optimizeSpeed',
  'geometricPrecision',
  'crispEdges',
]);
function unresolvedTokens(css: string): string[] {
  const found: string[] = [];
  for (const [, property, value] of css.matchAll(/([-\w]+)\s*:\s*([^;{}]+)/g)) {
    if (!property || !value || property.startsWith('--') || /^font(-family)?$/.test(property)) {
      continue;
    }
    const bare = value.replace(/"[^"]*"|'[^']*'|url\([^)]*\)|var\(--[-\w]+/g, '');
    // Not a function's name (`translateY(`): CSS's functions are camelCase.
    const words = bare.matchAll(
      /(?<![-\w#.])[a-z]+(?:(?:[A-Z][a-z0-9]*)+|\.[a-z][\w.]*)(?![\w.(])/g,
    );
    for (const [word] of words) {
      if (!CSS_CAMEL_KEYWORDS.has(word)) found.push(`${property}: ${value.trim()}`);
    }
  }
  return found;
}

for (const file of filesIn(folder, '.css')) {
  for (const declaration of unresolvedTokens(readFileSync(file, 'utf8'))) {
    problems.push(`${relative(folder, file)}  a theme token, not CSS: ${declaration}`);
  }
}
for (const page of pages) {
  const html = readFileSync(page, 'utf8');
  const styles = [
    ...html.matchAll(/<style[^>]*>([^<]*)<\/style>/g),
    ...html.matchAll(/ style="([^"]*)"/g),
  ];
  for (const [, css] of styles) {
    for (const declaration of unresolvedTokens(css ?? '')) {
      problems.push(`${relative(folder, page)}  a theme token, not CSS: ${declaration}`);
    }
  }
}

if (problems.length > 0) {
  console.error(`check-html: ${problems.length} errors in ${folder}/`);
  for (const problem of problems.slice(0, 200)) console.error(`  ${problem}`);
  if (problems.length > 200) console.error(`  ... and ${problems.length - 200} more`);
  process.exit(1);
}
console.log(`check-html: ${pages.length} pages valid, no theme token left unresolved`);
