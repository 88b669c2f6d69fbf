import { describe, expect, it } from 'vitest';
import { QUOTES_PER_ENROLLMENT_PER_DAY, QUOTES_PER_RECIPIENT_PER_DAY, quoteRefusal, type QuoteRequest } from './quote-rules';

const rep = { role: 'agent' as const, agentId: 7, groupId: null };
const base: QuoteRequest = {
  sender: rep,
  enrollment: { eprocess: 'rep', agentId: 7, groupId: null },
  groupShowsQuotation: true,
  sentForEnrollment: 0,
  sentToRecipient: 0,
};

describe('quoteRefusal', () => {
  it.each<[string, Partial<QuoteRequest>, ReturnType<typeof quoteRefusal>]>([
    ["the enrollment's rep", {}, null],
    ["the enrollment's group", { sender: { role: 'group', agentId: null, groupId: 3 }, enrollment: { eprocess: 'group', agentId: null, groupId: 3 } }, null],
    ['an anonymous shopper claiming eprocess=rep', { sender: undefined }, 'signIn'],
    ['another rep', { sender: { ...rep, agentId: 8 } }, 'notYours'],
    ['a group that is not the enrollment’s', { sender: { role: 'group', agentId: null, groupId: 4 }, enrollment: { eprocess: 'group', agentId: null, groupId: 3 } }, 'notYours'],
    ['an applicant process', { enrollment: { eprocess: 'applicant', agentId: 7, groupId: null } }, 'notRepOrGroup'],
    ['a group with quotations off', { groupShowsQuotation: false }, 'groupTurnedOff'],
    ['one quote under the enrollment limit', { sentForEnrollment: QUOTES_PER_ENROLLMENT_PER_DAY - 1 }, null],
    ['the enrollment limit reached', { sentForEnrollment: QUOTES_PER_ENROLLMENT_PER_DAY }, 'enrollmentLimit'],
    ['the recipient limit reached', { sentToRecipient: QUOTES_PER_RECIPIENT_PER_DAY }, 'recipientLimit'],
  ])('%s', (_name, change, expected) => {
    expect(quoteRefusal({ ...base, ...change })).toBe(expected);
  });
});
