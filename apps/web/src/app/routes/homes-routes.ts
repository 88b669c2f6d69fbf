import type { QueryClient } from '@tanstack/react-query';
import type { LazyRouteFunction, RouteObject } from 'react-router';

type Lazy = LazyRouteFunction<RouteObject>;

/**
 * Staff sign-in, the rep / group / member homes, /home and the current-member tables (spec 000
 * §2), each a lazy route. The staff pages sit under one layout whose loader checks the session
 * on every navigation (sign-in on 401, own home for the other role's pages).
 */
export function createHomesRoutes(queryClient: QueryClient) {
  const signIn: Lazy = async () => {
    const [{ SignInPage }, { createSignInLoader }] = await Promise.all([
      import('@/features/accounts/sign-in-page'),
      import('@/features/accounts/staff-guard'),
    ]);
    return { Component: SignInPage, loader: createSignInLoader(queryClient) };
  };

  const staffArea: Lazy = async () => {
    const [{ StaffLayout }, { createStaffGuard }] = await Promise.all([
      import('@/features/accounts/components/staff-layout'),
      import('@/features/accounts/staff-guard'),
    ]);
    return { Component: StaffLayout, loader: createStaffGuard(queryClient), shouldRevalidate: () => true };
  };

  return {
    signIn,
    staffArea,
    enrollmentHome: (async () => ({ Component: (await import('./enrollment-home')).EnrollmentHomeRoute })) satisfies Lazy,
    memberHome: (async () => ({ Component: (await import('@/features/homes/member-home-page')).MemberHomePage })) satisfies Lazy,
    agentHome: (async () => ({ Component: (await import('@/features/homes/agent-home-page')).AgentHomePage })) satisfies Lazy,
    groupHome: (async () => ({ Component: (await import('@/features/homes/group-home-page')).GroupHomePage })) satisfies Lazy,
    agentSelectMember: (async () => ({
      Component: (await import('@/features/members/current-members-page')).AgentSelectMemberPage,
    })) satisfies Lazy,
    twoFactorSetup: (async () => ({
      Component: (await import('@/features/accounts/two-factor-setup-page')).TwoFactorSetupPage,
    })) satisfies Lazy,
    groupSelectMember: (async () => ({
      Component: (await import('@/features/members/current-members-page')).GroupSelectMemberPage,
    })) satisfies Lazy,
  };
}
