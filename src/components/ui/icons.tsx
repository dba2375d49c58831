import { Icon, type IconProps } from '@chakra-ui/react';

export interface LineSvgProps extends IconProps {
  paths: string[];
  /** Filled with the text colour as well as outlined, e.g. a wishlisted heart. */
  filled?: boolean;
}

// Line icons drawn inline: a handful of paths is lighter than an icon library in the first load.
// This file holds the header's icons, which every page shows; page-icons.tsx holds the others.
function LineSvg({ paths, filled = false, ...props }: LineSvgProps) {
  return (
    <Icon boxSize="5" {...props} asChild>
      <svg
        viewBox="0 0 24 24"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    </Icon>
  );
}

export function lineIcon(paths: string[]) {
  return function LineIcon(props: IconProps) {
    return <LineSvg paths={paths} {...props} />;
  };
}

export const MenuIcon = lineIcon(['M4 6h16', 'M4 12h16', 'M4 18h16']);
export const SearchIcon = lineIcon(['M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14Z', 'm20 20-4-4']);
export const CartIcon = lineIcon([
  'M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6',
  'M10 21h.01',
  'M17 21h.01',
]);
export const ChevronDownIcon = lineIcon(['m6 9 6 6 6-6']);

const heartPaths = [
  'M19 14c1.5-1.5 3-3.2 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.8 0-3 .5-4.5 2-1.5-1.5-2.7-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4 3 5.5l7 7Z',
];

/** A heart: outlined, or solid when `filled` (a wishlisted product). */
export function HeartIcon(props: Omit<LineSvgProps, 'paths'>) {
  return <LineSvg paths={heartPaths} {...props} />;
}
