import { AGENT_IDS } from '../../apps/api/src/db/seed/parties';

/** A rep account of the e2e store's own (e2e/support/prepare-store.ts) that the two-factor journey turns two-factor on for. */
export const TWO_FACTOR_REP = {
  email: 'two-factor.rep@benefitstore.example',
  password: 'Second-Factor-Rep-2026!',
  agentId: AGENT_IDS.mgarcia,
  displayName: 'Maria Garcia',
} as const;
