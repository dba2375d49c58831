import { Icon, type IconProps } from '@chakra-ui/react';

// Line icons drawn inline: a handful of paths is lighter than an icon library in the first load.
function lineIcon(paths: string[]) {
  return function LineIcon(props: IconProps) {
    return (
      <Icon boxSize="5" {...props} asChild>
        <svg
          viewBox="0 0 24 24"
          fill="none"
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
export const ChevronLeftIcon = lineIcon(['m15 18-6-6 6-6']);
export const ChevronRightIcon = lineIcon(['m9 18 6-6-6-6']);
export const PauseIcon = lineIcon(['M9 5v14', 'M15 5v14']);
export const PlayIcon = lineIcon(['M7 4.5v15l12-7.5Z']);
export const TruckIcon = lineIcon([
  'M3 6h11v10H3Z',
  'M14 9h4l3 3.5V16h-7',
  'M7 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z',
  'M17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z',
]);
export const ReturnIcon = lineIcon(['M9 14 4 9l5-5', 'M4 9h11a5 5 0 0 1 0 10h-3']);
export const LockIcon = lineIcon(['M5 11h14v10H5Z', 'M8 11V7a4 4 0 0 1 8 0v4']);
