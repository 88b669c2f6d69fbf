import type { QuoteView } from '@benefit-store/domain';
import { Anchor, Box, Container, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatPhone, phoneHref } from '@/lib/format';
import { EnrollNow } from './enroll-now';
import { QuotedPlans } from './quoted-plans';
import classes from './quote-welcome.module.css';

export interface QuoteWelcomeProps {
  quote: QuoteView;
  /** The link's token: "Enroll now" starts an enrollment from it. */
  token: string;
}

/** One fact of the quote's terms: a small label over its value. */
function Term({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text fz="xs" tt="uppercase" fw={600} c="dimmed" lts={0.4}>
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}

/**
 * A quote as its link shows it (docs/decisions/0041, DESIGN §3 "Quote links"): the sender's
 * branding as in the e-mail, 'Your quote from {sender}', their message, the terms (coverage,
 * effective date, how long the quote holds), the quoted plans and totals, then "Enroll now".
 * Nothing personal: the quote carries no name, address or date of birth.
 */
export function QuoteWelcome({ quote, token }: QuoteWelcomeProps) {
  const { brand } = quote;
  return (
    <Container size={760} py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
      <Paper component="section" aria-labelledby="quote-title" radius="lg" shadow="sm" withBorder className={classes.sheet}>
        <Group className={classes.header} justify="space-between" align="center" wrap="wrap" gap="sm">
          {brand.logo ? (
            <Image src={brand.logo} alt={brand.name} h={44} w="auto" fit="contain" />
          ) : (
            <Text fw={700} fz="lg">
              {brand.name}
            </Text>
          )}
          <Text fz="sm" c="dimmed">
            Benefits quote · valid through {quote.expires_on}
          </Text>
        </Group>
        <Stack gap="lg" p={{ base: 'md', sm: 'xl' }}>
          <div>
            <Title order={1} fz={{ base: 'h3', sm: 'h2' }} id="quote-title" c="brand.9">
              Your quote from {quote.sender}
            </Title>
            {brand.logo ? (
              <Text c="dimmed" fz="sm" mt={4}>
                {brand.name}
              </Text>
            ) : null}
          </div>
          {quote.message ? (
            <blockquote aria-label={`Message from ${quote.sender}`} className={classes.message}>
              {quote.message}
            </blockquote>
          ) : null}
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md" className={classes.terms}>
            <Term label="Coverage" value={quote.tier_label ?? 'As chosen at enrollment'} />
            <Term label="Effective date" value={quote.effective_date ?? 'Chosen at checkout'} />
            <Term label="Plans" value={String(quote.plans.length)} />
          </SimpleGrid>
          <QuotedPlans quote={quote} />
          <Box className={classes.cta}>
            <Stack gap={4} maw={380}>
              <Text fw={600}>Ready to enroll?</Text>
              <Text fz="sm" c="dimmed">
                Start your own enrollment with these plans. You will be asked for your date of birth to confirm the prices.
              </Text>
            </Stack>
            <EnrollNow token={token} />
          </Box>
          {brand.phone || brand.email ? (
            <Text fz="sm">
              Questions? Contact {quote.sender}
              {': '}
              {brand.phone ? (
                <Anchor inherit href={phoneHref(brand.phone)}>
                  {formatPhone(brand.phone)}
                </Anchor>
              ) : null}
              {brand.phone && brand.email ? ' · ' : null}
              {brand.email ? (
                <Anchor inherit href={`mailto:${brand.email}`}>
                  {brand.email}
                </Anchor>
              ) : null}
            </Text>
          ) : null}
        </Stack>
      </Paper>
    </Container>
  );
}
