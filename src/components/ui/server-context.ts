import { createContext, useContext } from 'react';

/**
 * How a feature's sections and pages reach its calls to the shop's server (its `server.ts`): a
 * context whose value is `server`, the real calls, unless a provider above gives another (a
 * test's fakes: `renderApp(ui, { servers })`, src/testing/servers.tsx), and the hook that reads
 * it. React 19 takes the context itself as its provider: `<Context value={fakes}>`.
 */
export function serverContext<Server extends object>(server: Server) {
  const Context = createContext(server);
  const useServer = () => useContext(Context);
  return { Context, useServer };
}
