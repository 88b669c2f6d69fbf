import type { StaffSession } from '@benefit-store/domain';
import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { paths } from '@/config/paths';
import { staffSessionQuery } from './api/get-staff-session';
import { roleOfStaffPage, staffHomePath, storeStaffIdentity } from './staff-session';

/**
 * Loader of the staff pages (homes and member lists): signed out goes to the sign-in page
 * and comes back after; a rep on a group page (or the reverse) goes to their own home. The
 * stored ids are brought in line with the session, so the pages ask for the signed-in party's data.
 * An account that must still set up two-factor sign-in goes to its set-up page.
 */
export function createStaffGuard(queryClient: QueryClient) {
  return async function staffGuard({ request }: LoaderFunctionArgs): Promise<StaffSession> {
    const url = new URL(request.url);
    const session = await queryClient.fetchQuery(staffSessionQuery());
    if (session === null) throw redirect(paths.signIn(`${url.pathname}${url.search}`));
    // Two-factor required and not set up: the server answers nothing else (docs/decisions/0051).
    if (session.two_factor === 'setup_required' && url.pathname !== paths.twoFactorSetup) throw redirect(paths.twoFactorSetup);
    const role = roleOfStaffPage(url.pathname);
    if (role !== null && role !== session.role) throw redirect(staffHomePath(session.role));
    storeStaffIdentity(session);
    return session;
  };
}

/** The sign-in page's loader: someone already signed in goes to their home. */
export function createSignInLoader(queryClient: QueryClient) {
  return async function signInLoader(): Promise<null> {
    const session = await queryClient.fetchQuery(staffSessionQuery()).catch(() => null);
    if (session) throw redirect(staffHomePath(session.role));
    return null;
  };
}
