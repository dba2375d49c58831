import { lineIcon } from './icons.tsx';

// Apart from the header's icons, so they load with the pages that show them, not the first chunk.

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
/** A banknote: cash on delivery, or paid at the store. */
export const CashIcon = lineIcon([
  'M2 6h20v12H2Z',
  'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
  'M6 12h.01',
  'M18 12h.01',
]);
export const MinusIcon = lineIcon(['M5 12h14']);
export const PlusIcon = lineIcon(['M5 12h14', 'M12 5v14']);
export const TrashIcon = lineIcon([
  'M3 6h18',
  'M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6',
  'M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2',
  'M10 11v6',
  'M14 11v6',
]);
