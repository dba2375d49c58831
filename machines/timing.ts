/** The spec's timing constants (§9), in milliseconds, in one place. */
export const timing = {
  /** Nav-bar dropdowns open after hovering 100 ms and close 200 ms after the pointer leaves. */
  navDropdown: { openDelay: 100, closeDelay: 200 },
  /** Hover cards open after 700 ms and close 300 ms after the pointer leaves. */
  hoverCard: { openDelay: 700, closeDelay: 300 },
} as const;
