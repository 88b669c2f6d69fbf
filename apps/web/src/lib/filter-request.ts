import type { Coverage, Eprocess, FilterForm, OpenType, PlanCategory } from '@benefit-store/domain';
import type { StoredSession } from '@/lib/storage';

/**
 * Who the shopper enrolls under, as the filter calls send it (spec 000 §7 "Filter and homes"):
 * process, rep, group and portal from storage (the server replaces placeholders), and either the
 * referral link or the open type.
 */
export interface FilterScope {
  eprocess?: Eprocess;
  agent_id?: number;
  group_id?: number;
  platform_group_id?: number;
  open_type?: OpenType;
  referral?: string;
}

/** The shopper's answers as the wire carries them: dob 'mm/dd/yyyy', gender '0'/'1', tier code. */
export type FilterAnswers = FilterForm;
export interface WizardAnswers extends FilterAnswers {
  categories: PlanCategory[];
  coverage: Coverage[];
}

export type NewUserFilterBody = FilterAnswers & FilterScope;
export type NewUserWizardBody = WizardAnswers & FilterScope;
/** change-filter-info takes no referral: the link placed the enrollment when it was created. */
export type ChangeFilterBody = Partial<WizardAnswers> & Omit<FilterScope, 'referral'>;

/** A referral counts only while its link is valid; an expired link must not block the shopper. */
export function filterScopeOf(session: StoredSession, referralIsValid: boolean): FilterScope {
  const scope: FilterScope = {};
  if (session.eprocess) scope.eprocess = session.eprocess;
  if (session.agentId !== null) scope.agent_id = session.agentId;
  if (session.groupId !== null) scope.group_id = session.groupId;
  if (session.portalId !== null) scope.platform_group_id = session.portalId;
  if (session.referral && referralIsValid) scope.referral = session.referral;
  else if (session.openType) scope.open_type = session.openType;
  return scope;
}

/** "Empty values are omitted" on change-filter-info (spec 000 §4): blanks and empty lists are not sent. */
export function dropEmpty<T extends object>(body: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [key, value] of Object.entries(body) as [keyof T, T[keyof T]][]) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    out[key] = value;
  }
  return out;
}
