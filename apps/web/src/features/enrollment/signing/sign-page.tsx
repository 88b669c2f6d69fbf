import { Alert, Button, Container, Group, Image, Paper, Stack, Table, Text, Title } from '@mantine/core';
import {
  REVIEW_CARD_TITLES,
  receiptText,
  SIGNING_MESSAGES,
  WIZARD_MESSAGES,
  type ReceiptData,
  type ReviewCardTab,
  type SigningView,
} from '@benefit-store/domain';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { fieldId } from '@/components/form';
import { PageStatus } from '@/components/ui/page-status';
import { PlanName } from '@/components/ui/plan-name';
import { ApiError } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { useSignApplication, useSigning } from '../api/signing';
import { ReadOnlyData } from '../components/read-only-data';
import { SignatureChoice } from '../components/signature-choice';
import { ConsentCard } from '../components/consent-card';

type Section = SigningView['sections'][number];
const isReviewSection = (section: Section): section is Section & { tab: ReviewCardTab } => section.tab in REVIEW_CARD_TITLES;

/**
 * /sign/{token}: the link a rep or group sent the applicant (DESIGN §3 "Rep-assisted applications",
 * docs/decisions/0092). The application read-only and masked, the applicant's own consents, a drawn
 * or typed signature, and "Sign and submit", which completes the enrollment; then its confirmation number.
 */
export function SignPage() {
  const { token = '' } = useParams();
  const signing = useSigning(token);
  const [receipt, setReceipt] = useState<ReceiptData>();
  if (receipt) return <Signed receipt={receipt} />;
  if (signing.isError)
    return <LinkRefused message={signing.error instanceof ApiError ? signing.error.message : SIGNING_MESSAGES.linkInvalid} />;
  if (!signing.data) return <PageStatus label="Opening your application…" />;
  return <SignForm token={token} view={signing.data} onSigned={setReceipt} />;
}

function Frame({ children, titleId }: { children: ReactNode; titleId: string }) {
  return (
    <Container size={820} py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
      <Paper component="section" aria-labelledby={titleId} radius="lg" shadow="sm" p={{ base: 'md', sm: 'xl' }} withBorder>
        {children}
      </Paper>
    </Container>
  );
}

function LinkRefused({ message }: { message: string }) {
  return (
    <Frame titleId="sign-title">
      <Stack gap="md">
        <Title order={1} fz="h2" id="sign-title" c="brand.9">
          Review and sign your enrollment
        </Title>
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          {message}
        </Alert>
        <Text fz="sm">If you still need to sign, ask the person who filled in your application to send you a new link.</Text>
      </Stack>
    </Frame>
  );
}

function Signed({ receipt }: { receipt: ReceiptData }) {
  // The form was long and the button at its end: the thank-you is brought into view and read out.
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    title.current?.scrollIntoView({ block: 'center' });
    title.current?.focus();
  }, []);
  return (
    <Frame titleId="signed-title">
      <Stack gap="md" align="flex-start">
        <IconCircleCheck size={40} color="var(--mantine-color-teal-7)" aria-hidden />
        <Title order={1} fz="h2" id="signed-title" c="brand.9" ref={title} tabIndex={-1}>
          {SIGNING_MESSAGES.signedTitle}
        </Title>
        <Text role="status">{receiptText(receipt.policy_id, 'applicant')}</Text>
      </Stack>
    </Frame>
  );
}

type Errors = Record<string, string>;

function SignForm({ token, view, onSigned }: { token: string; view: SigningView; onSigned: (receipt: ReceiptData) => void }) {
  const [consents, setConsents] = useState<Record<string, boolean>>({});
  const [signature, setSignature] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const sign = useSignApplication();
  const { brand } = view.cart;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Errors = {};
    for (const text of view.texts)
      if (text.text_required && !consents[text.text_id]) found[`consents.${text.text_id}`] = WIZARD_MESSAGES.consentRequired;
    if (!signature) found.signature = WIZARD_MESSAGES.signatureRequired;
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    sign.mutate(
      { params: { token }, body: { consents, signature } },
      {
        onSuccess: onSigned,
        onError: (error) =>
          setErrors(
            error instanceof ApiError && error.fieldErrors.length > 0
              ? Object.fromEntries(error.fieldErrors.map((e) => [e.target_element, e.error_message]))
              : { form: error.message },
          ),
      },
    );
  };

  return (
    <Frame titleId="sign-title">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="lg">
          <Group gap="md" wrap="nowrap" align="center">
            {brand.logo ? <Image src={brand.logo} alt={brand.name} h={44} w="auto" fit="contain" /> : <Text fw={700}>{brand.name}</Text>}
          </Group>
          <div>
            <Title order={1} fz="h2" id="sign-title" c="brand.9">
              Review and sign your enrollment
            </Title>
            <Text mt={6}>
              {view.enroller} filled in this application for {view.applicant_name || 'you'}. Please check it, agree to each statement, and
              sign. Nothing is submitted until you sign.
            </Text>
          </div>

          <Stack gap="sm">
            <Title order={2} fz="h4">
              Your plans
            </Title>
            <Table aria-label="Your plans" verticalSpacing="xs">
              <Table.Tbody>
                {view.cart.plans.map((plan) => (
                  <Table.Tr key={plan.plan_name}>
                    <Table.Td>
                      <PlanName name={plan.plan_name} option={plan.option_label} />
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {formatMoney(plan.price)}/month
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Text fz="sm" c="dimmed">
              First month {formatMoney(view.cart.initial_month_cost)} · then {formatMoney(view.cart.recurring_month_cost)} a month
              {view.cart.effective_date ? ` · effective ${view.cart.effective_date}` : ''}
            </Text>
          </Stack>

          {view.sections.filter(isReviewSection).map((section) => (
            <Stack key={section.tab} gap="xs">
              <Title order={2} fz="h4">
                {section.title}
              </Title>
              <ReadOnlyData tab={section.tab} value={section.data} />
            </Stack>
          ))}

          <Stack gap="sm">
            <Title order={2} fz="h4">
              Your agreement
            </Title>
            {view.texts.map((text) => (
              <ConsentCard
                key={text.text_id}
                text={text}
                id={fieldId(`consents.${text.text_id}`)}
                checked={consents[text.text_id] === true}
                onChange={(checked) => setConsents((current) => ({ ...current, [text.text_id]: checked }))}
                error={errors[`consents.${text.text_id}`]}
              />
            ))}
          </Stack>

          <Stack gap="sm">
            <Title order={2} fz="h4" id="sign-how">
              Your signature
            </Title>
            <SignatureChoice name="signature" labelledBy="sign-how" onChange={setSignature} error={errors.signature} required />
          </Stack>

          {errors.form ? (
            <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
              {errors.form}
            </Alert>
          ) : null}
          {errors.token ? (
            <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
              {errors.token}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" size="md" loading={sign.isPending}>
              {SIGNING_MESSAGES.signAndSubmit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Frame>
  );
}
