import { QUOTE_LINK_MESSAGES, type EnrollFromQuoteData } from '@benefit-store/domain';
import { Alert, Button, List, Modal, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { UsDateInput } from '@/components/ui/us-date-input';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { enrollFromQuoteHere } from '../open-quote-here';

/**
 * "Enroll now" (DESIGN §3 "Quote links", docs/decisions/0086): asks for the visitor's date of
 * birth (the quote never carries one), starts their own enrollment with the quoted plans and goes
 * to its cart; a plan that could not be added is named first.
 */
export function EnrollNow({ token }: { token: string }) {
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const [dob, setDob] = useState('');
  const [leftOut, setLeftOut] = useState<EnrollFromQuoteData['left_out']>([]);
  const start = useMutation({
    mutationFn: () => enrollFromQuoteHere(token, dob),
    onSuccess: (started) => {
      if (started.left_out.length === 0) void navigate(paths.cart);
      else setLeftOut(started.left_out);
    },
  });
  const error = start.error
    ? isApiError(start.error)
      ? (start.error.fieldMessage('dob') ?? start.error.message)
      : start.error.message
    : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!start.isPending) start.mutate();
  };

  return (
    <>
      <Button
        size="lg"
        w={{ base: '100%', xs: 'auto' }}
        rightSection={<IconArrowRight size={18} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        Enroll now
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={QUOTE_LINK_MESSAGES.enrollTitle} centered>
        {leftOut.length > 0 ? (
          <Stack gap="md">
            <Alert color="yellow" variant="light">
              <Text fz="sm">{QUOTE_LINK_MESSAGES.leftOutIntro}</Text>
              <List fz="sm" mt="xs">
                {leftOut.map((plan) => (
                  <List.Item key={plan.plan_name}>
                    {plan.plan_name}: {plan.reason}
                  </List.Item>
                ))}
              </List>
            </Alert>
            <Button onClick={() => void navigate(paths.cart)} rightSection={<IconArrowRight size={18} aria-hidden />}>
              Go to my cart
            </Button>
          </Stack>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <UsDateInput
                label="Date of birth"
                description={QUOTE_LINK_MESSAGES.enrollDobHelp}
                withAsterisk
                data-autofocus
                name="dob"
                value={dob}
                onChange={setDob}
                error={error}
              />
              <Button type="submit" loading={start.isPending} rightSection={<IconArrowRight size={18} aria-hidden />}>
                Continue to my cart
              </Button>
            </Stack>
          </form>
        )}
      </Modal>
    </>
  );
}
