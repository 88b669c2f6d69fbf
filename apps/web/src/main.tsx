import './lib/zod-jitless';
import './app/styles';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app';
import { loadRouteCode } from './app/load-route-code';
import { createRoutes } from './app/router';
import { nextTask } from './lib/next-task';
import { createQueryClient } from './lib/query-client';

/**
 * Starts the store. Made once, outside React (app.tsx says why), each step of start-up in a task
 * of its own: the page's code is requested, then the router starts start-up, whose first calls
 * follow in a task of their own (router.tsx), then the first render, a transition that yields
 * every few ms. A function, not top-level await: an entry module that awaits at its top level is
 * bundled without an entry chunk, which the build's budget (scripts/budget.mjs) reads.
 */
async function start(container: HTMLElement): Promise<void> {
  const queryClient = createQueryClient();
  const routes = createRoutes(queryClient);
  await nextTask();
  loadRouteCode(routes, window.location.pathname);
  await nextTask();
  const router = createBrowserRouter(routes);
  await nextTask();

  const root = createRoot(container);
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread for one long task (Lighthouse's total blocking time, docs/decisions/0060).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    );
  });
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void start(container);
