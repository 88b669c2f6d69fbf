import type { ClaimedQuoteView } from '@benefit-store/domain';
import { Anchor, Button, Container, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatPhone, phoneHref } from '@/lib/format';
import { QuotedPlans, quoteTerms } from './quoted-plans';
import classes from './quote-welcome.module.css';

export interface QuoteWelcomeProps {
  quote: ClaimedQuoteView;
}

/**
 * What the quote's client first sees on opening its link (docs/decisions/0041): the
 * sender's branding as in the e-mail, 'Your quote from {sender}', their message, the quoted plans
 * and totals, then the way to enroll (the cart, which holds these plans).
 */
export function QuoteWelcome({ quote }: QuoteWelcomeProps) {
  const { brand } = quote;
  return (
    <Container size={680} py="xl">
      <Paper component="section" aria-labelledby="quote-welcome-title" radius="lg" shadow="sm" p={{ base: 'md', sm: 'xl' }} withBorder>
        <Stack gap="lg">
          {brand.logo ? (
            <Image src={brand.logo} alt={brand.name} h={48} w="auto" fit="contain" style={{ alignSelf: 'flex-start' }} />
          ) : (
            <Text fw={700} fz="lg">
              {brand.name}
            </Text>
          )}
          <div>
            <Title order={1} fz="h2" id="quote-welcome-title" c="brand.9">
              Your quote from {quote.sender}
            </Title>
            <Text c="dimmed" fz="sm" mt={4}>
              {quoteTerms(quote)}
            </Text>
          </div>
          {quote.message ? (
            <blockquote aria-label={`Message from ${quote.sender}`} className={classes.message}>
              {quote.message}
            </blockquote>
          ) : null}
          <QuotedPlans quote={quote} />
          <Group justify="space-between" align="center" gap="md">
            <Text fz="sm" c="dimmed" maw={360}>
              These plans are in your cart. Review them there, then check out to enroll.
            </Text>
            <Button
              component={Link}
              to={paths.cart}
              size="md"
              w={{ base: '100%', xs: 'auto' }}
              rightSection={<IconArrowRight size={18} aria-hidden />}
            >
              Review cart and enroll
            </Button>
          </Group>
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
