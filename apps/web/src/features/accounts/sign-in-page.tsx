import { SignInBodySchema, TWO_FACTOR_CODE_NEEDED } from '@benefit-store/domain';
import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { IconCircleCheck, IconDeviceMobile, IconLock } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { applyServerErrors, ErrorSummary, errorAt, fieldId, FormTextField, SERVER_ERROR_KEY, useWireForm } from '@/components/form';
import { CardPage } from '@/components/ui/card-page';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useSignIn } from './api/sign-in';
import { AuthenticationCodeField } from './components/authentication-code-field';
import { signInTarget, startStaffSession } from './staff-session';

/** When a refusal for too many attempts comes without the server's own message (how long to wait). */
const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

/** The server's "a code is needed" answer (docs/decisions/0051): the right password, two-factor on, no code yet. */
const asksForCode = (error: unknown) => isApiError(error) && error.fieldMessage('code') === TWO_FACTOR_CODE_NEEDED;

/** Staff sign-in (DESIGN §5): reps and group administrators, then their home. */
export function SignInPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const next = params.get('next');
  const hasSignedOut = (location.state as { signedOut?: boolean } | null)?.signedOut === true;

  const form = useWireForm(SignInBodySchema, { email: '', password: '', code: '' });
  const {
    register,
    control,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = form;
  /** Two-factor sign-in: the code field appears once the server says this account needs one. */
  const [needsCode, setNeedsCode] = useState(false);

  useEffect(() => {
    if (needsCode) setFocus('code');
  }, [needsCode, setFocus]);

  useEffect(() => {
    document.title = 'Sign in · Benefit Store';
  }, []);

  const onSubmit = handleSubmit((values) => {
    signIn.mutate(values, {
      onSuccess: (session) => {
        startStaffSession(session);
        void navigate(signInTarget(session.role, next), { replace: true });
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 429) {
          // Above the form, not under a field: the wait is the account's or the network's, not a typing mistake.
          form.setError(SERVER_ERROR_KEY, { type: 'server', message: error.fieldErrors[0]?.error_message ?? TOO_MANY_ATTEMPTS });
        } else if (asksForCode(error) && !needsCode) setNeedsCode(true);
        else applyServerErrors(form, error);
      },
    });
  });

  return (
    <CardPage
      icon={IconLock}
      title="Sign in"
      intro="For reps and group administrators: enroll new members and the members you already serve."
      footer={
        <>
          Shopping for yourself?{' '}
          <Anchor component={Link} to={paths.home} fw={600}>
            Browse plans
          </Anchor>
        </>
      }
    >
      {hasSignedOut ? (
        <Alert color="teal" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
          You have signed out.
        </Alert>
      ) : next ? (
        <Alert color="brand" icon={<IconLock size={18} aria-hidden />} role="status">
          Please sign in to continue.
        </Alert>
      ) : null}
      <ErrorSummary errors={errors} />

      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <FormTextField
            name="email"
            register={register}
            control={control}
            label="E-mail"
            type="email"
            autoComplete="username"
            withAsterisk
          />
          <PasswordInput
            id={fieldId('password')}
            label="Password"
            autoComplete="current-password"
            withAsterisk
            error={errorAt(errors, 'password')}
            visibilityToggleFocusable
            visibilityToggleButtonProps={{ 'aria-label': 'Show or hide the password' }}
            {...register('password')}
          />
          {needsCode ? (
            <>
              <Alert color="brand" icon={<IconDeviceMobile size={18} aria-hidden />} role="status">
                {TWO_FACTOR_CODE_NEEDED}.
              </Alert>
              <AuthenticationCodeField register={register} control={control} />
            </>
          ) : null}
          <Button type="submit" size="md" fullWidth loading={signIn.isPending} mt={4}>
            Sign in
          </Button>
        </Stack>
      </form>
    </CardPage>
  );
}
