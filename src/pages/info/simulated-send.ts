import { timing } from '#machines/timing.ts';

/** Answers as a sent form would, after `timing.simulatedSend`: these forms have no server yet. */
export const simulatedSend = () =>
  new Promise<void>((resolve) => setTimeout(resolve, timing.simulatedSend));
