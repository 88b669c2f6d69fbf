import { SignInBodySchema } from '@benefit-store/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Container, Paper, PasswordInput, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconLock } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type * as z from 'zod';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useSignIn } from './api/sign-in';
import { signInTarget, startStaffSession } from './staff-session';
import classes from './sign-in-page.module.css';

type SignInInput = z.input<typeof SignInBodySchema>;
type SignInValues = z.output<typeof SignInBodySchema>;
const FIELDS = ['email', 'password'] as const;

/** Staff sign-in (DESIGN §5): reps and group administrators, then their home. */
export function SignInPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [formError, setFormError] = useState<string | null>(null);
  const next = params.get('next');
  const hasSignedOut = (location.state as { signedOut?: boolean } | null)?.signedOut === true;

  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SignInInput, unknown, SignInValues>({ resolver: zodResolver(SignInBodySchema), defaultValues: { email: '', password: '' } });

  useEffect(() => {
    document.title = 'Sign in · Benefit Store';
  }, []);

  const onSubmit = (values: SignInValues) => {
    setFormError(null);
    signIn.mutate(values, {
      onSuccess: (session) => {
        startStaffSession(session);
        void navigate(signInTarget(session.role, next), { replace: true });
      },
      onError: (error) => {
        if (!isApiError(error)) {
          setFormError('Something went wrong. Please try again.');
          return;
        }
        let isShownOnField = false;
        for (const field of FIELDS) {
          const message = error.fieldMessage(field);
          if (message) {
            setError(field, { message }, { shouldFocus: !isShownOnField });
            isShownOnField = true;
          }
        }
        if (!isShownOnField)
          setFormError(error.status === 429 ? 'Too many attempts. Please wait a few minutes and try again.' : error.message);
      },
    });
  };

  return (
    <div className={classes.page}>
      <Container size={460}>
        <Paper
          component="section"
          aria-labelledby="sign-in-title"
          radius="lg"
          shadow="md"
          p={{ base: 'lg', sm: 36 }}
          className={classes.card}
        >
          <Stack gap="lg">
            <Stack gap={6} align="center" ta="center">
              <ThemeIcon size={52} radius="xl" variant="light" aria-hidden>
                <IconLock size={26} stroke={1.7} />
              </ThemeIcon>
              <Title order={1} id="sign-in-title" fz="h2" c="brand.9">
                Sign in
              </Title>
              <Text c="dimmed" fz="sm">
                For reps and group administrators: enroll new members and the members you already serve.
              </Text>
            </Stack>

            {hasSignedOut ? (
              <Alert color="teal" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
                You have signed out.
              </Alert>
            ) : next ? (
              <Alert color="brand" icon={<IconLock size={18} aria-hidden />} role="status">
                Please sign in to continue.
              </Alert>
            ) : null}
            {formError ? (
              <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
                {formError}
              </Alert>
            ) : null}

            <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
              <Stack gap="md">
                <TextInput
                  label="E-mail"
                  type="email"
                  autoComplete="username"
                  withAsterisk
                  error={errors.email?.message}
                  {...register('email')}
                />
                <PasswordInput
                  label="Password"
                  autoComplete="current-password"
                  withAsterisk
                  error={errors.password?.message}
                  visibilityToggleButtonProps={{ 'aria-label': 'Show or hide the password' }}
                  {...register('password')}
                />
                <Button type="submit" size="md" fullWidth loading={signIn.isPending} mt={4}>
                  Sign in
                </Button>
              </Stack>
            </form>
          </Stack>
        </Paper>
        <Text ta="center" fz="sm" mt="lg" c="dimmed">
          Shopping for yourself?{' '}
          <Anchor component={Link} to={paths.home} fw={600}>
            Browse plans
          </Anchor>
        </Text>
      </Container>
    </div>
  );
}
