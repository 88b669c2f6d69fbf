/**
 * The lazily loaded page modules a first visit of each path needs, so that the page the server
 * sends can name their built files (`<link rel="modulepreload">`) and the browser fetches them
 * with the start-up code instead of after it has run (docs/decisions/0077). The build turns this
 * table into file names (build-plugins.ts, firstLoadPreloads); the server picks the row a request
 * matches (apps/api/src/plugins/page-preloads.ts). No imports: vite.config.ts reads it too.
 *
 * `path` is the router's whole pattern from the root; `modules` the files its lazy routes import.
 * first-load-pages.test.ts checks every row against the router, so a renamed page or path fails
 * the tests. A path not listed works as before: its code is requested when start-up runs.
 */
export const FIRST_LOAD_PAGES: readonly { path: string; modules: readonly string[] }[] = [
  { path: '/:landing?/plans', modules: ['src/features/plans/pages/plans-page.tsx'] },
  { path: '/:landing?/plan/:planId/:planName?', modules: ['src/features/plans/pages/plan-page.tsx'] },
  { path: '/:landing?/cart', modules: ['src/app/routes/cart.tsx'] },
  { path: '/:landing?/new_membership', modules: ['src/features/membership/pages/membership-page.tsx'] },
  { path: '/:landing?/enrollment/receipt', modules: ['src/features/enrollment/receipt-page.tsx'] },
  { path: '/:landing?/confirmation', modules: ['src/features/enrollment/receipt-page.tsx'] },
  ...[
    ['personal-info', 'personal-info-page'],
    ['contact-info', 'contact-info-page'],
    ['beneficiary-info', 'beneficiary-info-page'],
    ['dependent-information', 'dependent-information-page'],
    ['health-questions', 'health-questions-page'],
    ['employer-info', 'employer-info-page'],
    ['review-confirm', 'review-confirm-page'],
    ['billing-information', 'billing-information-page'],
    ['agreement-signature', 'agreement-signature-page'],
  ].map(([segment, page]) => ({
    path: `/:landing?/enrollment/${segment}`,
    modules: ['src/app/routes/enrollment.tsx', `src/features/enrollment/steps/${page}.tsx`],
  })),
];
