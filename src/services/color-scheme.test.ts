import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { runInThisContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockMediaQuery } from '#src/testing/media-query.ts';
import {
  chooseColorScheme,
  colorSchemeHeadScript,
  currentColorScheme,
  watchColorScheme,
} from './color-scheme.ts';

const key = 'voltbay.colorScheme';
const isDark = () => document.documentElement.classList.contains('dark');

/** What a page's head does before its body is drawn: the script's own text, run as it is. */
const runHeadScript = () => void runInThisContext(colorSchemeHeadScript);

afterEach(() => {
  document.documentElement.classList.remove('dark');
  vi.unstubAllGlobals();
});

describe('the head script', () => {
  it.each([
    ['a light device, nothing chosen', false, null, false],
    ['a dark device, nothing chosen', true, null, true],
    ['a light device, dark chosen', false, 'dark', true],
    ['a dark device, light chosen', true, 'light', false],
    ['a dark device, something else stored', true, 'purple', true],
  ])('on %s, draws the page dark: %s', (_, deviceDark, stored, dark) => {
    mockMediaQuery(deviceDark);
    if (stored) localStorage.setItem(key, stored);
    runHeadScript();
    expect(isDark()).toBe(dark);
  });

  it('follows the device where the browser refuses storage', () => {
    mockMediaQuery(true);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('refused', 'SecurityError');
    });
    runHeadScript();
    vi.restoreAllMocks();
    expect(isDark()).toBe(true);
  });

  it("is allowed by firebase.json's Content-Security-Policy, by its hash", () => {
    const hash = createHash('sha256').update(colorSchemeHeadScript).digest('base64');
    const firebaseJson = readFileSync('firebase.json', 'utf8');
    expect(firebaseJson).toContain(`script-src 'self' 'sha256-${hash}'`);
  });
});

describe('chooseColorScheme', () => {
  it('remembers a choice that differs from the device, and forgets one that matches it', () => {
    mockMediaQuery(false);
    chooseColorScheme('dark');
    expect(currentColorScheme()).toBe('dark');
    expect(localStorage.getItem(key)).toBe('dark');
    chooseColorScheme('light');
    expect(currentColorScheme()).toBe('light');
    expect(localStorage.getItem(key)).toBeNull();
  });
});

describe('watchColorScheme', () => {
  it('follows the device while nothing is chosen, and stops when told', () => {
    const device = mockMediaQuery(false);
    const onChange = vi.fn();
    const stop = watchColorScheme(onChange);
    device.change(true);
    expect(currentColorScheme()).toBe('dark');
    expect(onChange).toHaveBeenCalledTimes(1);
    stop();
    device.change(false);
    expect(currentColorScheme()).toBe('dark');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('catches up with a change of the device made before it started', () => {
    mockMediaQuery(true);
    const stop = watchColorScheme(() => {});
    expect(currentColorScheme()).toBe('dark');
    stop();
  });

  it("keeps the shopper's choice when the device changes", () => {
    const device = mockMediaQuery(false);
    const stop = watchColorScheme(() => {});
    chooseColorScheme('dark');
    device.change(true);
    device.change(false);
    expect(currentColorScheme()).toBe('dark');
    stop();
  });

  it("takes another tab's choice", () => {
    mockMediaQuery(false);
    const stop = watchColorScheme(() => {});
    localStorage.setItem(key, 'dark');
    dispatchEvent(new StorageEvent('storage', { key, newValue: 'dark' }));
    expect(currentColorScheme()).toBe('dark');
    stop();
  });
});
