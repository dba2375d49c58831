import type { RefObject } from 'react';

/** Marks the control of each row that takes the focus when a row before or at it is removed. */
export const ROW_FOCUS = { 'data-row-focus': '' } as const;

/**
 * After the row at `index` of a list is removed, focuses the marked control (`ROW_FOCUS`) of the
 * row now in its place, else of the new last row, else `otherwise()` when no row is left: a
 * removed row takes its button along, and a keyboard user keeps their place instead of starting
 * again from the top of the page. Runs on the next frame, once React has taken the row out (so
 * `list` is read then: the list itself may be gone).
 */
export function focusAfterRemoval(
  list: RefObject<HTMLElement | null>,
  index: number,
  otherwise: () => HTMLElement | null | undefined,
) {
  requestAnimationFrame(() => {
    const controls = list.current?.querySelectorAll<HTMLElement>('[data-row-focus]') ?? [];
    (controls[Math.min(index, controls.length - 1)] ?? otherwise())?.focus();
  });
}
