import { ValidateLandingPageCall } from '@benefit-store/domain';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET validate-landing-page: the rep or group a landing page name belongs to. */
export const validateLandingPage = (landingPage: string, signal?: AbortSignal) =>
  call(ValidateLandingPageCall, { query: { landing_page: landingPage }, signal });

export const landingPageQuery = (landingPage: string) =>
  queryOptions({
    queryKey: ['sites', 'landing-page', landingPage],
    queryFn: ({ signal }) => validateLandingPage(landingPage, signal),
    staleTime: 0,
  });
