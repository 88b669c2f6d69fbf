import { TAB_ROUTE_SEGMENTS, type TabName } from '@benefit-store/domain';
import type { RouteObject } from 'react-router';
import { loadRouteCode } from '@/app/load-route-code';

/**
 * The wizard's routes (spec 001 §2 "Routes"): one child per step under the wizard's frame. A step
 * whose page is not built yet is not declared, so its route falls to the page-not-found.
 */
export const enrollmentRoutes: RouteObject[] = [
  {
    path: TAB_ROUTE_SEGMENTS.primary_info,
    lazy: async () => ({ Component: (await import('./steps/personal-info-page')).PersonalInfoPage }),
  },
  {
    path: TAB_ROUTE_SEGMENTS.contact_info,
    lazy: async () => ({ Component: (await import('./steps/contact-info-page')).ContactInfoPage }),
  },
  {
    path: TAB_ROUTE_SEGMENTS.beneficiary_info,
    lazy: async () => ({ Component: (await import('./steps/beneficiary-info-page')).BeneficiaryInfoPage }),
  },
  {
    path: TAB_ROUTE_SEGMENTS.dependent_info,
    lazy: async () => ({ Component: (await import('./steps/dependent-information-page')).DependentInformationPage }),
  },
  {
    path: TAB_ROUTE_SEGMENTS.primary_health_info,
    lazy: async () => ({ Component: (await import('./steps/health-questions-page')).HealthQuestionsPage }),
  },
  {
    path: TAB_ROUTE_SEGMENTS.employer_info,
    lazy: async () => ({ Component: (await import('./steps/employer-info-page')).EmployerInfoPage }),
  },
  {
    path: TAB_ROUTE_SEGMENTS.review_info,
    lazy: async () => ({ Component: (await import('./steps/review-confirm-page')).ReviewConfirmPage }),
  },
  {
    path: TAB_ROUTE_SEGMENTS.billing_info,
    lazy: async () => ({ Component: (await import('./steps/billing-information-page')).BillingInformationPage }),
  },
  {
    path: TAB_ROUTE_SEGMENTS.agreement_info,
    lazy: async () => ({ Component: (await import('./steps/agreement-signature-page')).AgreementSignaturePage }),
  },
];

/**
 * Loads a step's code before its Next is pressed (docs/decisions/0108): the router's own load of
 * it then finds the module ready, and the step draws as soon as its calls answer.
 */
export const preloadStepCode = (tab: TabName): void => loadRouteCode(enrollmentRoutes, `/${TAB_ROUTE_SEGMENTS[tab]}`);
