// Apart from catalog.ts, which reads the build's settings (`import.meta.env`): scripts/prerender.ts
// writes the files where the browser reads them, and runs without Vite.

/** Where the build writes the data of the page at `pathname` (scripts/prerender.ts). */
export const builtPageDataFile = (pathname: string) =>
  `/data${pathname === '/' ? '/index' : pathname}.json`;
