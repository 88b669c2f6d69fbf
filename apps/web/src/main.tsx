import './lib/zod-jitless';
import './app/styles';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { createQueryClient } from './lib/query-client';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * Lets the browser run other work before the next step of start-up: evaluating the modules,
 * starting the router (which requests the page's code and calls) and rendering would otherwise be
 * one long task, which a phone's main thread cannot interrupt (docs/decisions/0060).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Made once, outside React: the router starts the first page's start-up and calls at once.
const queryClient = createQueryClient();
await nextTask();
const router = createAppRouter(queryClient);
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
