import { RevokeMemberLinksCall, type CallInput } from '@benefit-store/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** POST revoke-member-links: every member link of one of the signed-in party's members stops working (docs/decisions/0089). */
export const useRevokeMemberLinks = () =>
  useMutation({
    mutationFn: (body: CallInput<typeof RevokeMemberLinksCall>['body']) => call(RevokeMemberLinksCall, { body }),
  });
