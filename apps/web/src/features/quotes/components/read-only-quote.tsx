import type { QuoteView } from '@benefit-store/domain';
import { Anchor, Container, Divider, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { formatPhone, phoneHref } from '@/lib/format';
import { QuotedPlans, quoteTerms } from './quoted-plans';

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
              {quoteTerms(quote)}
            </Text>
          </div>
          <QuotedPlans quote={quote} />
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
