/**
 * An order's number as the confirmation prints it and the tracking form asks for it: VB- and 6
 * digits. On its own: the tracking form needs it without the rest of the contract.
 */
export const orderNumberPattern = /^VB-\d{6}$/;
