import type { QueryClient } from '@tanstack/react-query';
import type { createBrowserRouter, RouteObject } from 'react-router';
import { routePatterns } from '@/config/paths';
import { enrollmentRoutes } from '@/features/enrollment/routes';
import { createStartupLoader } from '@/features/sites/startup/startup-loader';
import { readHostContext } from '@/features/sites/use-host-context';
import { readSession } from '@/lib/storage';
import { readCurrentHost, readLifestyleHost } from '@/lib/env';
import { nextTask } from '@/lib/next-task';
import { prefetchFirstLoad } from './first-load-queries';
import { BootScreen, RootLayout } from './layouts/root-layout';
import { ShellLayout } from './layouts/shell-layout';
import { createHomesRoutes } from './routes/homes-routes';
import { LandingRoute } from './routes/landing';
import { RouteErrorBoundary } from './routes/route-error';

const notFoundPage = async () => ({ Component: (await import('@/features/errors/not-found-page')).NotFoundPage });
const receiptPage = async () => ({ Component: (await import('@/features/enrollment/receipt-page')).ReceiptPage });
const landingConfigErrorPage = async () => ({
  Component: (await import('@/features/errors/landing-config-error-page')).LandingConfigErrorPage,
});

/**
 * The store's routes. Everything under `store` runs start-up first (its loader); the error
 * pages stand outside it, without header and footer. Routes of later issues are not declared
 * yet, so they fall to the 404 page (or, as a single segment, to landing-page validation).
 * The entry routes (websites, external) run their start-up step and show the landing page;
 * continue-enrollment and direct-continue clear storage in start-up, then resume (features/resume).
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const startupLoader = createStartupLoader({
    queryClient,
    lifestyleHost: readLifestyleHost(),
    readHost: readCurrentHost,
    // In a task after the router's own (main.tsx).
    beforeFirstRender: async (url) => {
      await nextTask();
      await prefetchFirstLoad(queryClient, { pathname: url.pathname, session: readSession(), host: readHostContext() });
    },
  });
  const landing = { element: <LandingRoute /> };
  const homes = createHomesRoutes(queryClient);
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
            { path: routePatterns.referrals, lazy: async () => ({ Component: (await import('./routes/referral')).ReferralRoute }) },
            { path: routePatterns.websites, ...landing },
            { path: routePatterns.external, ...landing },
            {
              path: routePatterns.continueEnrollment,
              lazy: async () => ({ Component: (await import('@/features/resume/continue-enrollment-page')).ContinueEnrollmentPage }),
            },
            {
              path: routePatterns.directContinue,
              lazy: async () => ({ Component: (await import('@/features/resume/direct-continue-page')).DirectContinuePage }),
            },
            {
              path: routePatterns.memberBenefitStore,
              lazy: async () => ({
                Component: (await import('@/features/landing/components/member-benefit-store-page')).MemberBenefitStorePage,
              }),
            },
            // Before cart: '/recommend-list/cart' also matches ':landing?/cart', and equal ranks go by order.
            {
              path: routePatterns.recommendList,
              lazy: async () => ({ Component: (await import('./routes/recommend-list')).RecommendListRoute }),
            },
            { path: routePatterns.cart, lazy: async () => ({ Component: (await import('./routes/cart')).CartRoute }) },
            { path: routePatterns.plans, lazy: async () => ({ Component: (await import('@/features/plans/pages/plans-page')).PlansPage }) },
            { path: routePatterns.plan, lazy: async () => ({ Component: (await import('@/features/plans/pages/plan-page')).PlanPage }) },
            {
              path: routePatterns.newMembership,
              lazy: async () => ({ Component: (await import('@/features/membership/pages/membership-page')).MembershipPage }),
            },
            {
              path: routePatterns.planQuestionView,
              lazy: async () => ({ Component: (await import('@/features/samples/pages/plan-question-view-page')).PlanQuestionViewPage }),
            },
            {
              path: routePatterns.planDetailsSample,
              lazy: async () => ({ Component: (await import('@/features/samples/pages/plan-details-sample-page')).PlanDetailsSamplePage }),
            },
            {
              path: routePatterns.planFilterSample,
              lazy: async () => ({ Component: (await import('@/features/samples/pages/plan-filter-sample-page')).PlanFilterSamplePage }),
            },
            {
              path: routePatterns.quote,
              lazy: async () => ({ Component: (await import('@/features/quotes/quote-link-page')).QuoteLinkPage }),
            },
            {
              path: routePatterns.sign,
              lazy: async () => ({ Component: (await import('@/features/enrollment/signing/sign-page')).SignPage }),
            },
            {
              path: routePatterns.notMe,
              lazy: async () => ({ Component: (await import('@/features/enrollment/signing/not-me-page')).NotMePage }),
            },
            {
              path: routePatterns.enrollment,
              lazy: async () => ({ Component: (await import('./routes/enrollment')).EnrollmentRoute }),
              children: enrollmentRoutes,
            },
            { path: routePatterns.signIn, lazy: homes.signIn },
            { path: routePatterns.enrollmentReceipt, lazy: receiptPage },
            { path: routePatterns.confirmation, lazy: receiptPage },
            { path: routePatterns.enrollmentHome, lazy: homes.enrollmentHome },
            { path: routePatterns.memberHome, lazy: homes.memberHome },
            {
              id: 'staff',
              lazy: homes.staffArea,
              children: [
                { path: routePatterns.agentHome, lazy: homes.agentHome },
                { path: routePatterns.groupHome, lazy: homes.groupHome },
                { path: routePatterns.agentSelectMember, lazy: homes.agentSelectMember },
                { path: routePatterns.groupSelectMember, lazy: homes.groupSelectMember },
                { path: routePatterns.twoFactorSetup, lazy: homes.twoFactorSetup },
              ],
            },
          ],
        },
        { path: '*', lazy: notFoundPage },
      ],
    },
  ];
}

export type AppRouter = ReturnType<typeof createBrowserRouter>;
