import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app-providers';
import { router } from './router';

// Development only, before Firebase's first call: `?scenario=<name>` has MSW answer the identity
// calls (README, "QA scenarios"). The production build drops this line and the module.
if (import.meta.env.DEV) await (await import('./qa-scenario')).startQaScenario();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
