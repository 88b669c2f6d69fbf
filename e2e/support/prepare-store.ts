// Run by scripts/e2e-server.mjs (E2E_PREPARE) on the journeys' fresh database before the server
// starts: the demo seed, then staff accounts that only the journeys use, so that a journey which
// changes an account (two-factor on) leaves the demo accounts the other journeys sign in with alone.
import { loadEnv } from '../../apps/api/src/env';
import { openDatabaseFromEnv } from '../../apps/api/src/db/open-from-env';
import { staffAccounts } from '../../apps/api/src/db/schema';
import { hashPassword } from '../../apps/api/src/lib/password';
import { TWO_FACTOR_REP } from './two-factor-rep';

const database = await openDatabaseFromEnv(loadEnv());
await database.db.insert(staffAccounts).values({
  email: TWO_FACTOR_REP.email,
  passwordHash: await hashPassword(TWO_FACTOR_REP.password),
  role: 'agent',
  agentId: TWO_FACTOR_REP.agentId,
  displayName: TWO_FACTOR_REP.displayName,
});
await database.close();
