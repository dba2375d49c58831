import type { SnapshotFrom } from 'xstate';
import type { accordionMachine } from './accordion.machine.ts';

type AccordionSnapshot = SnapshotFrom<typeof accordionMachine>;

/** The open section, or null when all are closed. */
export const selectOpenItem = (snapshot: AccordionSnapshot) => snapshot.context.openItem;
