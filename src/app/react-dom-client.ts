/**
 * React DOM's client, as main.tsx uses it. React DOM is CommonJS, which the bundler runs when a
 * module first imports it: this module, in React DOM's chunk (vite.config.ts), runs it while
 * boot.ts evaluates that chunk, a task of its own, instead of inside the entry's task.
 */
export { createRoot, hydrateRoot } from 'react-dom/client';
