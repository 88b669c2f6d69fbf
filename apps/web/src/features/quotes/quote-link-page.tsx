import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageStatus } from '@/components/ui/page-status';
import { paths } from '@/config/paths';
import { storage } from '@/lib/storage';
import { QuoteWelcome } from './components/quote-welcome';
import { ReadOnlyQuote } from './components/read-only-quote';
import { openQuoteHere } from './open-quote-here';

/**
 * /quote/{token}: the link in a quote e-mail. Its first opener claims the quoted enrollment
 * (tempId, with its rep, group and portal, branded as the e-mail was) and is greeted with the
 * quote, the sender's message and the way to the cart; a later opener, or anyone after 30 days,
 * sees the quote read-only; an unknown link goes to /404.
 */
export function QuoteLinkPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const quote = useQuery({
    queryKey: ['quotes', 'open', token],
    queryFn: ({ signal }) => openQuoteHere(token, signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

  useEffect(() => {
    if (quote.isError) {
      void navigate(paths.notFound, { replace: true });
    } else if (quote.data && !quote.data.readOnly) {
      const { enrollmentId, agentId, groupId, portalId, openType } = quote.data;
      storage.set('tempId', enrollmentId);
      if (agentId !== null) storage.set('agent_id', agentId);
      if (groupId !== null) storage.set('group_id', groupId);
      if (portalId !== null) storage.set('portal_id', portalId);
      if (openType !== null) storage.set('open_type', openType);
    }
  }, [quote.data, quote.isError, navigate]);

  if (quote.data?.readOnly) return <ReadOnlyQuote quote={quote.data.quote} />;
  if (quote.data) return <QuoteWelcome quote={quote.data.quote} />;
  return <PageStatus label="Opening your quote…" />;
}
