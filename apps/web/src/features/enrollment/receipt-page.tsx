import { Button, Center, Divider, Group, Image, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import {
  EnrollmentIdSchema,
  FEE_TEXTS,
  REVIEW_MESSAGES,
  receiptText,
  resolveHomeRoute,
  viewerOf,
  type ReceiptDetails,
} from '@benefit-store/domain';
import { IconHome, IconPrinter } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useSiteSettings } from '@/lib/calls/get-site-settings';
import { readCurrentHost } from '@/lib/env';
import { PlanName } from '@/components/ui/plan-name';
import { formatMoney, formatPhone } from '@/lib/format';
import { storage } from '@/lib/storage';
import { useStoredSession } from '@/lib/use-stored-session';
import { useReceipt } from './api/review';
import { StepLoadError, StepLoading } from './components/step-status';
import classes from './receipt-page.module.css';

/** What a completed enrollment leaves behind in the browser: the enrollment id and the dependent markers (spec 001 §4 "Receipt"). */
const FINISHED_KEYS = ['tempId', 'first_track', 'isSpouseEnrollAccept', 'tempDepData'] as const;

const enrollmentIdIn = (key: 'tempId' | 'receiptId') => {
  const stored = storage.get(key);
  return stored && EnrollmentIdSchema.safeParse(stored).success ? stored : null;
};

/**
 * The receipt (spec 001 §2 "Receipt", at /enrollment/receipt and /confirmation): the name, the
 * confirmation number, the thank-you image of the cached site settings, and Return to homepage
 * by the home rule; with what the receipt e-mail lists (DESIGN §3 "Receipt"): the plans with
 * their chosen options and monthly prices, the tier, the effective date, the first-month and
 * recurring cost, whom to contact, and Print. Once the receipt has arrived, the enrollment's id
 * leaves local storage as `tempId` (spec 001 §4) and stays as `receiptId`, so a reload shows the
 * receipt again (the server shows it to the completing browser only, docs/decisions/0090).
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
    <Center py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} w="100%" className={classes.receipt}>
        <Stack gap="lg">
          <Stack align="center" ta="center" gap="md">
            {thankYouImage ? <Image src={thankYouImage} alt="Thank you" maw={320} /> : null}
            <Title order={1} fz={{ base: 'h3', sm: 'h2' }} c="brand.9">
              Thank you, {receipt.data.name}!
            </Title>
            <Text>{receiptText(receipt.data.policy_id, viewerOf(eprocess))}</Text>
          </Stack>
          <ReceiptDetailsList receipt={receipt.data} />
          <Group justify="center" gap="sm" className={classes.screenOnly}>
            <Button variant="default" leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()}>
              Print
            </Button>
            {homeButton}
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text component="dt" fz="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={600}>
        {value}
      </Text>
    </div>
  );
}

/** The enrollment as the receipt e-mail lists it. */
function ReceiptDetailsList({ receipt }: { receipt: ReceiptDetails }) {
  const { contact } = receipt;
  const reach = [contact.phone ? formatPhone(contact.phone) : null, contact.email].filter(Boolean).join(' · ');
  return (
    <Stack gap="md">
      <SimpleGrid component="dl" cols={{ base: 1, xs: 3 }} spacing="md" verticalSpacing="sm" m={0}>
        <Fact label="Confirmation number" value={`#${receipt.policy_id}`} />
        {receipt.effective_date ? <Fact label="Effective date" value={receipt.effective_date} /> : null}
        {receipt.tier_label ? <Fact label="Coverage" value={receipt.tier_label} /> : null}
      </SimpleGrid>
      <Table aria-label="Your plans" verticalSpacing="xs" horizontalSpacing={0} layout="fixed">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Plan</Table.Th>
            <Table.Th ta="right" w={{ base: 116, sm: 140 }} style={{ whiteSpace: 'nowrap' }}>
              Monthly price
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {receipt.plans.map((plan) => (
            <Table.Tr key={plan.plan_id}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                <PlanName name={plan.plan_name} option={plan.option_label} fw={500} />
                {Number(plan.one_time_fee) > 0 ? (
                  <Text fz="sm" c="dimmed">
                    One-time enrollment fee {formatMoney(plan.one_time_fee)}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                {formatMoney(plan.price)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Stack gap={6}>
        {Number(receipt.administrative_fee) > 0 ? (
          <Group justify="space-between" wrap="nowrap">
            <Text fz="sm">
              {FEE_TEXTS.includedFeeLabel} ({FEE_TEXTS.includedFeeHint})
            </Text>
            <Text fz="sm">{formatMoney(receipt.administrative_fee)}</Text>
          </Group>
        ) : null}
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{REVIEW_MESSAGES.firstMonthTotalCost}</Text>
          <Text fw={700}>{formatMoney(receipt.initial_month_cost)}</Text>
        </Group>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{REVIEW_MESSAGES.recurringMonthlyCost}</Text>
          <Text fw={700}>{formatMoney(receipt.recurring_month_cost)}/month</Text>
        </Group>
      </Stack>
      <Divider />
      <Text fz="sm" ta="center">
        Questions about your enrollment? Contact {contact.name}
        {reach ? `: ${reach}` : ''}.
      </Text>
    </Stack>
  );
}
