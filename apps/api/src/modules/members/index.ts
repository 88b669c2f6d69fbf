/** What other modules and the app use of members (docs/decisions/0109): the module's one public face. */
export {
  canSeeMember,
  isServingStaff,
  issueMemberLink,
  MEMBER_LINK_MESSAGES,
  requireMemberAccess,
  revokeMemberLinks,
} from './member-links';
export { readMemberPrefill } from './member-prefill';
