/**
 * The default of an effect slot in `setup()`: the app and the tests provide the real one, so a
 * forgotten `.provide()` fails loudly instead of doing nothing.
 */
export const notProvided =
  (machine: string, name: string, kind: 'actor' | 'action' | 'guard' = 'actor') =>
  (): never => {
    throw new Error(`${machine} machine: the ${name} ${kind} was not provided`);
  };
