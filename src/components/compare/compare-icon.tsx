import { lineIcon } from '#src/components/ui/icons.tsx';

/** Two columns side by side: the comparison. */
export const CompareIcon = lineIcon(['M4 5h6v14H4Z', 'M14 5h6v14h-6Z']);
