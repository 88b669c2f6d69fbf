import { hashKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { STAFF_SESSION_KEY } from '../api/get-staff-session';

/** A session that ends while a staff page is open (401 on any call) sends the visitor to sign in again. */
function useSignInOnExpiry() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;

  useEffect(() => {
    const isExpired = (error: unknown) => isApiError(error) && error.status === 401;
    const toSignIn = () => void navigate(paths.signIn(here), { replace: true });
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      // The session check itself belongs to the route loaders (which also run on the way out, after 'Sign out').
      const isSessionCheck = event.query.queryHash === hashKey(STAFF_SESSION_KEY);
      if (event.type === 'updated' && !isSessionCheck && isExpired(event.query.state.error)) toSignIn();
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && isExpired(event.mutation?.state.error)) toSignIn();
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient, navigate, here]);
}

/**
 * The staff pages (homes, member lists): the session checked by the route's loader, and a session
 * that ends while a page is open sends the visitor to sign in. The 'Signed in as' bar is the
 * shell's, on every page of the rep's or group's process.
 */
export function StaffLayout() {
  useSignInOnExpiry();
  return <Outlet />;
}
