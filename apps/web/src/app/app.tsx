import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { AppProvider } from './provider';
import type { AppRouter } from './router';

export interface AppProps {
  queryClient: QueryClient;
  router: AppRouter;
}

/**
 * The store: its providers around the router. The query client and the router are made once, before
 * the first render (main.tsx), not in it: the first render is a transition, and a transition that
 * suspends before its first commit throws its state away, so `useState` made a second client and a
 * second router, whose start-up and first calls ran all over again (docs/decisions/0060).
 */
export function App({ queryClient, router }: AppProps) {
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
