import { TwoFactorConfirmBodySchema } from '@benefit-store/domain';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconShieldLock } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { applyServerErrors, ErrorSummary, useWireForm } from '@/components/form';
import { CardPage } from '@/components/ui/card-page';
import { paths } from '@/config/paths';
import { useConfirmTwoFactor } from './api/confirm-two-factor';
import { useStaffSession } from './api/get-staff-session';
import { useStartTwoFactor } from './api/start-two-factor';
import { AuthenticationCodeField } from './components/authentication-code-field';
import { staffHomePath } from './staff-session';

/** The secret in groups of four, as authenticator apps show keys typed by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Two-factor sign-in set-up (docs/decisions/0051): the key shown once (as text and as an
 * `otpauth://` link for an app on this device), then a code from the app turns it on. With
 * STAFF_TWO_FACTOR=required the staff pages lead here until it is done.
 */
export function TwoFactorSetupPage() {
  const navigate = useNavigate();
  const session = useStaffSession(true).data;
  const start = useStartTwoFactor();
  const confirm = useConfirmTwoFactor();
  const form = useWireForm(TwoFactorConfirmBodySchema, { code: '' });
  const { register, control, handleSubmit, setFocus, formState } = form;

  useEffect(() => {
    document.title = 'Two-factor sign-in · Benefit Store';
  }, []);
  useEffect(() => {
    if (start.data) setFocus('code');
  }, [start.data, setFocus]);

  const onSubmit = handleSubmit((body) =>
    confirm.mutate(body, {
      onSuccess: (signedIn) => void navigate(staffHomePath(signedIn.role), { replace: true }),
      onError: (error) => applyServerErrors(form, error),
    }),
  );

  if (session?.two_factor === 'on')
    return (
      <CardPage icon={IconShieldLock} title="Two-factor sign-in">
        <Alert color="teal" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
          Two-factor sign-in is on for your account.
        </Alert>
        {staffHomePath(session.role) === paths.twoFactorSetup ? null : (
          <Anchor component={Link} to={staffHomePath(session.role)} fw={600}>
            Back to your home
          </Anchor>
        )}
      </CardPage>
    );

  return (
    <CardPage
      icon={IconShieldLock}
      title="Set up two-factor sign-in"
      intro={
        session?.two_factor === 'setup_required'
          ? 'The store asks every rep and group administrator for a code from an authenticator app after the password. Set it up to continue.'
          : 'After your password, sign-in will also ask for a code from an authenticator app on your phone.'
      }
    >
      <ErrorSummary errors={formState.errors} />
      {start.data ? (
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <Stack gap="md">
            <Text>Add this key to your authenticator app, then enter the 6-digit code it shows. The key is shown only now.</Text>
            {/* Wraps between groups on a phone instead of running past the card. */}
            <Text ff="monospace" fz="lg" fw={600} bg="gray.0" p="sm" aria-label="Set-up key">
              {grouped(start.data.secret)}
            </Text>
            <Anchor href={start.data.otpauth_uri}>Open in an authenticator app on this device</Anchor>
            <AuthenticationCodeField register={register} control={control} />
            <Button type="submit" loading={confirm.isPending}>
              Turn on two-factor sign-in
            </Button>
          </Stack>
        </form>
      ) : (
        <Button onClick={() => start.mutate(undefined, { onError: (error) => applyServerErrors(form, error) })} loading={start.isPending}>
          Show my set-up key
        </Button>
      )}
    </CardPage>
  );
}
