import type { QuoteView } from '@benefit-store/domain';
import { Anchor, Container, Divider, Group, Image, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatMoney, formatPhone, phoneHref } from '@/lib/format';

export interface ReadOnlyQuoteProps {
  quote: QuoteView;
}

/**
 * A quote link opened after its first opener claimed it, or after 30 days (DESIGN §3 "Quote links"):
 * the plans, prices, effective date and the sender's branding, nothing personal, and who to ask
 * for a link to enroll.
 */
export function ReadOnlyQuote({ quote }: ReadOnlyQuoteProps) {
  const { brand } = quote;
  return (
    <Container size={640} py="xl">
      <Paper component="section" aria-labelledby="read-only-quote-title" radius="lg" shadow="sm" p={{ base: 'md', sm: 'xl' }} withBorder>
        <Stack gap="lg">
          <Group gap="md" justify="space-between" wrap="wrap">
            {brand.logo ? <Image src={brand.logo} alt="" h={48} w="auto" fit="contain" /> : null}
            <div>
              <Text fz="sm" c="dimmed">
                Quote from
              </Text>
              <Text fw={700} fz="lg">
                {brand.name}
              </Text>
            </div>
          </Group>
          <div>
            <Title order={1} fz="h2" id="read-only-quote-title" c="brand.9">
              Your benefits quote
            </Title>
            <Text c="dimmed" fz="sm" mt={4}>
              {quote.tier_label ? `Coverage: ${quote.tier_label}. ` : ''}
              {quote.effective_date ? `Effective ${quote.effective_date}.` : 'The effective date is chosen at checkout.'}
            </Text>
          </div>
          <Table aria-label="Quoted plans" verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Plan</Table.Th>
                <Table.Th ta="right">Monthly</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {quote.plans.map((plan) => (
                <Table.Tr key={plan.plan_name}>
                  <Table.Td>
                    {plan.plan_name}
                    {Number(plan.one_time_fee) > 0 ? (
                      <Text fz="xs" c="dimmed">
                        One-time enrollment fee {formatMoney(plan.one_time_fee)}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(plan.price)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Stack gap={6}>
            <Group justify="space-between">
              <Text fw={500}>First Month Total Cost</Text>
              <Text fw={700}>{formatMoney(quote.initial_month_cost)}</Text>
            </Group>
            <Group justify="space-between">
              <Text fw={500}>Recurring Monthly Cost</Text>
              <Text fw={700}>{formatMoney(quote.recurring_month_cost)}</Text>
            </Group>
          </Stack>
          <Divider />
          <Text fz="sm">
            This quote link has already been opened, so it now shows the quote only. To enroll, ask {brand.name} for a new link
            {brand.phone || brand.email ? ': ' : '.'}
            {brand.phone ? <Anchor href={phoneHref(brand.phone)}>{formatPhone(brand.phone)}</Anchor> : null}
            {brand.phone && brand.email ? ' · ' : null}
            {brand.email ? <Anchor href={`mailto:${brand.email}`}>{brand.email}</Anchor> : null}
          </Text>
        </Stack>
      </Paper>
    </Container>
  );
}
