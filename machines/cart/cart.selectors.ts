import type { SnapshotFrom } from 'xstate';
import type { cartMachine } from './cart.machine';

type CartSnapshot = SnapshotFrom<typeof cartMachine>;

/** How many items the cart holds, counting each line's quantity: the header's `Cart(n)`. */
export const selectItemCount = (snapshot: CartSnapshot) =>
  snapshot.context.lines.reduce((count, line) => count + line.quantity, 0);

export const selectLines = (snapshot: CartSnapshot) => snapshot.context.lines;
