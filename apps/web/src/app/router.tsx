import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { routePatterns } from '@/config/paths';
import { createStartupLoader } from '@/features/sites/startup/startup-loader';
import { readCurrentHost, readLifestyleHost } from '@/lib/env';
import { BootScreen, RootLayout } from './layouts/root-layout';
import { ShellLayout } from './layouts/shell-layout';
import { LandingRoute } from './routes/landing';
import { RouteErrorBoundary } from './routes/route-error';

const notFoundPage = async () => ({ Component: (await import('@/features/errors/not-found-page')).NotFoundPage });
const landingConfigErrorPage = async () => ({
  Component: (await import('@/features/errors/landing-config-error-page')).LandingConfigErrorPage,
});

/**
 * The store's routes. Everything under `store` runs start-up first (its loader); the error
 * pages stand outside it, without header and footer. Routes of later issues are not declared
 * yet, so they fall to the 404 page (or, as a single segment, to landing-page validation).
 * The entry routes (referrals, websites, external, continue-enrollment, direct-continue) run
 * their start-up step and show the landing page until their own pages exist.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const startupLoader = createStartupLoader({ queryClient, lifestyleHost: readLifestyleHost(), readHost: readCurrentHost });
  const landing = { element: <LandingRoute /> };
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RouteErrorBoundary />,
      HydrateFallback: BootScreen,
      children: [
        { path: routePatterns.notFound, lazy: notFoundPage },
        { path: routePatterns.landingConfigError, lazy: landingConfigErrorPage },
        {
          id: 'store',
          loader: startupLoader,
          element: <ShellLayout />,
          children: [
            { path: routePatterns.landing, ...landing },
            { path: routePatterns.referrals, ...landing },
            { path: routePatterns.websites, ...landing },
            { path: routePatterns.external, ...landing },
            { path: routePatterns.continueEnrollment, ...landing },
            { path: routePatterns.directContinue, ...landing },
          ],
        },
        { path: '*', lazy: notFoundPage },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}
