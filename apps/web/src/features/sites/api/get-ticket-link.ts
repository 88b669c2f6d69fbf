import { GetTicketLinkCall } from '@benefit-store/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET get-ticket-link: where support requests are filed. */
export const getTicketLink = (signal?: AbortSignal) => call(GetTicketLinkCall, { signal });

export const ticketLinkQuery = () =>
  queryOptions({ queryKey: ['sites', 'ticket-link'], queryFn: ({ signal }) => getTicketLink(signal), staleTime: Infinity });

export const useTicketLink = () => useQuery(ticketLinkQuery());
