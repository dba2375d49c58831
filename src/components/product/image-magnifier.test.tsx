import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockMediaQuery } from '#src/testing/media-query.ts';
import { renderApp } from '#src/testing/render-app.tsx';
import { ImageMagnifier } from './image-magnifier.tsx';

const alt = 'Illustration of the Galaxy Tab S9';

// jsdom lays nothing out: the picture is drawn 400x300, 20px from the left and 10px from the top.
function renderMagnifier(src = '/images/products/galaxy-tab-s9.svg') {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    x: 20,
    y: 10,
    left: 20,
    top: 10,
    right: 420,
    bottom: 310,
    width: 400,
    height: 300,
    toJSON: () => ({}),
  });
  renderApp(<ImageMagnifier src={src} alt={alt} size={{ width: 400, height: 300 }} />);
  return screen.getByRole('img', { name: alt });
}

const lens = () => screen.queryByTestId('magnifier-lens');
// A point over the picture, in the picture's own coordinates.
const moveTo = (image: HTMLElement, x: number, y: number) =>
  fireEvent.mouseMove(image, { clientX: 20 + x, clientY: 10 + y });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ImageMagnifier', () => {
  it('shows the picture with its alt text and reserved size, loaded first', () => {
    const image = renderMagnifier();
    expect(image).toHaveAttribute('src', '/images/products/galaxy-tab-s9.svg');
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '300');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows a lens magnifying the spot under a mouse, hidden from assistive technology', () => {
    const { matchMedia } = mockMediaQuery(true);
    const image = renderMagnifier();
    expect(matchMedia).toHaveBeenCalledWith('(hover: hover) and (pointer: fine)');
    expect(lens()).not.toBeInTheDocument();

    moveTo(image, 200, 150);
    const shown = screen.getByTestId('magnifier-lens');
    expect(shown).toHaveAttribute('aria-hidden', 'true');
    expect(shown.style.backgroundImage).toBe('url("/images/products/galaxy-tab-s9.svg")');
    expect(shown.style.backgroundSize).toBe('960px 720px');
    // Centred on the pointer; the spot under it (x 2.4) at the lens's centre (75px in).
    expect(shown.style.left).toBe('125px');
    expect(shown.style.top).toBe('75px');
    expect(shown.style.backgroundPosition).toBe('-405px -285px');

    moveTo(image, 100, 120);
    expect(shown.style.left).toBe('25px');
    expect(shown.style.top).toBe('45px');
    expect(shown.style.backgroundPosition).toBe('-165px -213px');

    fireEvent.mouseLeave(image);
    expect(lens()).not.toBeInTheDocument();
  });

  it('keeps the lens on the picture near an edge, magnifying the spot under the pointer', () => {
    mockMediaQuery(true);
    const image = renderMagnifier();

    moveTo(image, 10, 290);
    const shown = screen.getByTestId('magnifier-lens');
    expect(shown.style.left).toBe('0px');
    expect(shown.style.top).toBe('150px');
    expect(shown.style.backgroundPosition).toBe('51px -621px');
  });

  it('never shows a lens on a touch screen', () => {
    mockMediaQuery(false);
    const image = renderMagnifier();
    moveTo(image, 200, 150);
    expect(lens()).not.toBeInTheDocument();
  });

  it('never shows a lens where media queries cannot be asked', () => {
    const image = renderMagnifier();
    moveTo(image, 200, 150);
    expect(lens()).not.toBeInTheDocument();
  });

  it('follows a change of pointer, such as a tablet docked to a keyboard and trackpad', () => {
    const pointer = mockMediaQuery(false);
    const image = renderMagnifier();
    pointer.change(true);
    moveTo(image, 200, 150);
    expect(lens()).toBeInTheDocument();

    pointer.change(false);
    expect(lens()).not.toBeInTheDocument();
  });

  it('quotes the picture in CSS, escaping quotes and backslashes', () => {
    mockMediaQuery(true);
    const image = renderMagnifier('/images/products/a"b\\c.svg');
    moveTo(image, 200, 150);
    expect(screen.getByTestId('magnifier-lens').style.backgroundImage).toBe(
      'url("/images/products/a\\"b\\\\c.svg")',
    );
  });
});
