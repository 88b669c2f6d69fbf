import { Alert, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { storage } from '@/lib/storage';
import { useStoredSession } from '@/lib/use-stored-session';
import classes from './referral-landing.module.css';

export interface ReferralLandingProps {
  /** The filter form the page hosts (composed by the app). */
  children: ReactNode;
}

/** What start-up stored from get-enrollment-info-referral: whether the link is valid, and who referred. */
export function readReferrer(): { isValid: boolean; name: string | null } {
  const name = storage.get('r_name')?.trim();
  return { isValid: storage.get('r_valid') === 'true', name: name ? name : null };
}

/**
 * The referral landing (/referrals?rid=, spec 001 §2): '(Referred By : {name})' for a valid link,
 * and the filter form. Start-up has already loaded the link (a missing or unknown rid went to /404).
 */
export function ReferralLanding({ children }: ReferralLandingProps) {
  useStoredSession();
  const referrer = readReferrer();

  useEffect(() => {
    document.title = 'Welcome · Benefit Store';
  }, []);

  return (
    <section className={classes.page} aria-labelledby="referral-title">
      <Container size="sm">
        <Stack gap={6} align="center" ta="center">
          <Title order={1} id="referral-title" className={classes.title}>
            Welcome to the Benefit Store
          </Title>
          {referrer.isValid && referrer.name ? (
            <Text fz="lg" fw={600} c="brand.7" data-testid="referred-by">
              (Referred By : {referrer.name})
            </Text>
          ) : null}
          <Text c="dimmed" maw={520} mt={4}>
            Tell us a little about yourself and we will show you the plans and monthly prices available to you.
          </Text>
        </Stack>
        {!referrer.isValid ? (
          <Alert color="yellow" variant="light" mt="lg" title="This referral link is no longer active">
            You can still look for plans: fill in the form below.
          </Alert>
        ) : null}
        <Paper radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="xl" mt="xl" component="section" aria-labelledby="referral-form-title">
          <Title order={2} id="referral-form-title" fz="h3" c="brand.9" mb="md">
            Your details
          </Title>
          {children}
        </Paper>
      </Container>
    </section>
  );
}
