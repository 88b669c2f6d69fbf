import { Button } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useSignOut } from '../api/sign-out';
import { clearStaffSession } from '../staff-session';

/** 'Sign out': ends the session on the server, forgets the staff keys, back to the sign-in page. */
export function SignOutButton() {
  const signOut = useSignOut();
  const navigate = useNavigate();
  return (
    <Button
      variant="subtle"
      size="compact-md"
      leftSection={<IconLogout size={16} aria-hidden />}
      loading={signOut.isPending}
      onClick={() =>
        signOut.mutate(undefined, {
          onSettled: () => {
            clearStaffSession();
            void navigate(paths.signIn(), { replace: true, state: { signedOut: true } });
          },
        })
      }
    >
      Sign out
    </Button>
  );
}
