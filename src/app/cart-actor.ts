import { createActorContext } from '@xstate/react';
import { cartMachine } from '../../machines/cart/cart.machine';

/** The app-wide cart actor; components read it with `CartActor.useSelector(selectX)`. */
export const CartActor = createActorContext(cartMachine);
