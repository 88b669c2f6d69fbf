import { Button, Center, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { EnrollmentIdSchema, REVIEW_MESSAGES, receiptText, resolveHomeRoute } from '@benefit-store/domain';
import { IconHome } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useSiteSettings } from '@/lib/calls/get-site-settings';
import { readCurrentHost } from '@/lib/env';
import { storage } from '@/lib/storage';
import { useStoredSession } from '@/lib/use-stored-session';
import { useReceipt } from './api/review';
import { StepLoadError, StepLoading } from './components/step-status';

/** What a completed enrollment leaves behind in the browser: the enrollment id and the dependent markers (spec 001 §4 "Receipt"). */
const FINISHED_KEYS = ['tempId', 'first_track', 'isSpouseEnrollAccept', 'tempDepData'] as const;

const enrollmentIdIn = (key: 'tempId' | 'receiptId') => {
  const stored = storage.get(key);
  return stored && EnrollmentIdSchema.safeParse(stored).success ? stored : null;
};

/**
 * The receipt (spec 001 §2 "Receipt", at /enrollment/receipt and /confirmation): the name, the
 * confirmation number, the thank-you image of the cached site settings, and Return to homepage
 * by the home rule. Once the receipt has arrived, the enrollment's id leaves local storage as
 * `tempId` (spec 001 §4) and stays as `receiptId`, so a reload shows the receipt again (DESIGN §3
 * "Receipt"; the server shows it to the completing browser only, docs/decisions/0090).
 */
export function ReceiptPage() {
  // Read once: the id moves in storage when the receipt arrives, and the page keeps showing it.
  const [enrollmentId] = useState(() => enrollmentIdIn('tempId') ?? enrollmentIdIn('receiptId'));
  const receipt = useReceipt(enrollmentId);
  const { openType, referral, eprocess } = useStoredSession();
  const home = resolveHomeRoute({ openType, referral, eprocess });
  const settings = useSiteSettings(readCurrentHost());
  const thankYouImage = settings.data?.get('thankyou_image');

  useEffect(() => {
    if (!receipt.isSuccess || enrollmentId === null) return;
    for (const key of FINISHED_KEYS) storage.remove(key);
    storage.set('receiptId', enrollmentId);
  }, [receipt.isSuccess, enrollmentId]);

  const homeButton = (
    <Button component={Link} to={home} leftSection={<IconHome size={16} aria-hidden />}>
      {REVIEW_MESSAGES.returnToHomepage}
    </Button>
  );

  if (enrollmentId === null) {
    return (
      <Center py="xl">
        <Stack align="center">
          <Text>There is no enrollment to show a receipt for.</Text>
          {homeButton}
        </Stack>
      </Center>
    );
  }
  if (receipt.isPending) return <StepLoading label="Loading your receipt" />;
  if (receipt.isError) return <StepLoadError message="Your receipt could not be loaded. Please reload the page." />;

  return (
    <Center py={{ base: 'md', sm: 'xl' }}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={640} w="100%">
        <Stack align="center" ta="center" gap="md">
          {thankYouImage ? <Image src={thankYouImage} alt="Thank you" maw={320} /> : null}
          <Title order={1} fz={{ base: 'h3', sm: 'h2' }} c="brand.9">
            Thank you, {receipt.data.name}!
          </Title>
          <Text>{receiptText(receipt.data.policy_id)}</Text>
          {homeButton}
        </Stack>
      </Paper>
    </Center>
  );
}
