import { lazy, Suspense } from 'react';
import { useRouteError } from 'react-router';

const NotFoundPage = lazy(async () => ({ default: (await import('@/features/errors/not-found-page')).NotFoundPage }));

/** An unexpected route error shows the error page rather than a blank screen (spec 000 §2 error route). */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <Suspense fallback={null}>
      <NotFoundPage />
    </Suspense>
  );
}
