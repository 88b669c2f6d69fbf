import { QUOTE_LINK_MESSAGES } from '@benefit-store/domain';
import { Container, Paper, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageStatus } from '@/components/ui/page-status';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { openQuote } from './api/open-quote';
import { QuoteWelcome } from './components/quote-welcome';

/**
 * /quote/{token}: the link in a quote e-mail (DESIGN §3 "Quote links"). It shows the quote as it
 * was sent, read-only, to anyone holding the link, for 30 days, with "Enroll now"; opening it binds
 * nothing to this browser. An expired link says so; an unknown one goes to /404.
 */
export function QuoteLinkPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const quote = useQuery({
    queryKey: ['quotes', 'open', token],
    queryFn: ({ signal }) => openQuote(token, signal),
    staleTime: Infinity,
    retry: false,
  });
  const isExpired = isApiError(quote.error) && quote.error.status === 410;

  useEffect(() => {
    if (quote.isError && !isExpired) void navigate(paths.notFound, { replace: true });
  }, [quote.isError, isExpired, navigate]);

  if (isExpired) {
    return (
      <Container size={560} py="xl">
        <Paper radius="lg" shadow="sm" p="xl" withBorder>
          <Title order={1} fz="h2" c="brand.9">
            Quote expired
          </Title>
          <Text mt="sm">{QUOTE_LINK_MESSAGES.expired}</Text>
        </Paper>
      </Container>
    );
  }
  if (quote.data) return <QuoteWelcome quote={quote.data.quote} token={token} />;
  return <PageStatus label="Opening your quote…" />;
}
