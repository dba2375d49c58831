/**
 * Sends nothing, at once: these forms have no server yet. The submission machine keeps them busy
 * for `timing.simulatedSend`, so they look sent as a real request would.
 */
export const simulatedSend = () => Promise.resolve();
