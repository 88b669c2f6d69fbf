import type { StaffSession } from '@benefit-store/domain';
import { Badge, Container, Group, Text } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import { hashKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, useLoaderData, useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { STAFF_SESSION_KEY } from '../api/get-staff-session';
import { SignOutButton } from './sign-out-button';
import classes from './staff-layout.module.css';

const ROLE_LABELS = { agent: 'Rep', group: 'Group administrator' } as const;

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

/** The staff pages (homes, member lists): who is signed in, 'Sign out', then the page. */
export function StaffLayout() {
  const session = useLoaderData<StaffSession>();
  useSignInOnExpiry();

  return (
    <>
      <div className={classes.bar}>
        <Container size="lg">
          <Group justify="space-between" gap="sm" py={8} wrap="nowrap">
            <Group gap={8} wrap="nowrap" className={classes.who}>
              <IconUserCircle size={20} stroke={1.6} color="var(--mantine-color-brand-6)" aria-hidden />
              <Text fz="sm" className={classes.name}>
                Signed in as <strong>{session.display_name}</strong>
              </Text>
              <Badge variant="light" size="sm" visibleFrom="xs">
                {ROLE_LABELS[session.role]}
              </Badge>
            </Group>
            <div className={classes.signOut}>
              <SignOutButton />
            </div>
          </Group>
        </Container>
      </div>
      <Outlet />
    </>
  );
}
