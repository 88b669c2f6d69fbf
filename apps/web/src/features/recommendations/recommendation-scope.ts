import type { Eprocess } from '@benefit-store/domain';
import * as z from 'zod';
import type { StoredSession } from '@/lib/storage';

/** Who the recommendations are for, in the recommendation service's query names. */
export interface RecommendationScope {
  platformID?: number;
  userID?: string;
  enroll_type?: string;
  agentID?: number;
  groupID?: number;
  state?: string;
}

export interface ScopeInput {
  session: Pick<StoredSession, 'agentId' | 'groupId' | 'portalId' | 'eprocess'>;
  /** Stored user_id (an existing member), enroll_type and state. */
  userId: string | null;
  enrollType: string | null;
  state: string | null;
}

/** Ids by role (spec 000 §6): the agent for a rep, agent and group for an applicant, the group otherwise. */
function idsFor(eprocess: Eprocess | null, agentId: number | null, groupId: number | null) {
  switch (eprocess) {
    case 'rep':
      return { agentID: agentId ?? undefined };
    case 'applicant':
      return { agentID: agentId ?? undefined, groupID: groupId ?? undefined };
    default:
      return { groupID: groupId ?? undefined };
  }
}

export function recommendationScope({ session, userId, enrollType, state }: ScopeInput): RecommendationScope {
  const scope: RecommendationScope = {
    ...idsFor(session.eprocess, session.agentId, session.groupId),
    platformID: session.portalId ?? undefined,
    userID: userId && z.uuid().safeParse(userId).success ? userId : undefined,
    enroll_type: enrollType?.trim() || undefined,
    state: state && /^[A-Za-z]{2}$/.test(state) ? state.toUpperCase() : undefined,
  };
  // Drop what is not given, so equal scopes make equal query keys.
  return Object.fromEntries(Object.entries(scope).filter(([, value]) => value !== undefined));
}
