import type { TabName } from '@benefit-store/domain';
import type { QueryClient } from '@tanstack/react-query';
import { billingFieldsQuery, paymentMethodQuery } from './api/billing-info';

/**
 * The calls a step draws its form from, for the steps whose route would otherwise ask for them
 * only once it has rendered (docs/decisions/0108): billing, the wizard's largest form and its
 * slowest Next. Started when the previous step's save has answered, so they are on the wire while
 * the route changes; the step's own queries then take their answers.
 */
const FIRST_CALLS: Partial<Record<TabName, (client: QueryClient, enrollmentId: string) => Promise<void>[]>> = {
  billing_info: (client, enrollmentId) => [
    client.prefetchQuery(billingFieldsQuery(enrollmentId)),
    client.prefetchQuery(paymentMethodQuery(enrollmentId)),
  ],
};

/** Starts the first calls of `tab`, if it has any listed; a failed one is left to the step to show. */
export function startStepFirstCalls(client: QueryClient, tab: TabName | undefined, enrollmentId: string): void {
  if (!tab) return;
  for (const started of FIRST_CALLS[tab]?.(client, enrollmentId) ?? []) started.catch(() => undefined);
}
