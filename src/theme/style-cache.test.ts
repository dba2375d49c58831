import { describe, expect, it } from 'vitest';
import { createStyleCache } from './style-cache.ts';

/** The CSS the shop's cache writes for `styles` under `.probe`. */
function written(styles: string): string {
  const rules: string[] = [];
  const cache = createStyleCache();
  // A sheet that keeps what is inserted into it, in place of the page's.
  const sheet = Object.assign(Object.create(cache.sheet) as typeof cache.sheet, {
    insert: (rule: string) => void rules.push(rule),
  });
  cache.insert('.probe', { name: 'probe', styles, next: undefined }, sheet, false);
  return rules.join('');
}

describe('createStyleCache', () => {
  it('writes the -webkit- twin of what Safari knows only prefixed', () => {
    const css = written('user-select:none;backdrop-filter:blur(4px);');
    expect(css).toContain('-webkit-user-select:none;user-select:none;');
    expect(css).toContain('-webkit-backdrop-filter:blur(4px);backdrop-filter:blur(4px);');
  });

  it('writes everything else as it is, with no prefix for browsers the shop does not serve', () => {
    const css = written(
      'display:flex;align-items:center;transform:rotate(1deg);appearance:none;' +
        'width:max-content;@keyframes spin{to{transform:rotate(360deg);}}',
    );
    expect(css).toContain(
      '.probe{display:flex;align-items:center;transform:rotate(1deg);appearance:none;width:max-content;}',
    );
    expect(css).toContain('@keyframes spin{to{transform:rotate(360deg);}}');
    expect(css).not.toMatch(/-(webkit|moz|ms)-/);
  });

  it('keeps what a style writes prefixed itself', () => {
    expect(written('-webkit-line-clamp:2;display:-webkit-box;')).toContain(
      '.probe{-webkit-line-clamp:2;display:-webkit-box;}',
    );
  });
});
