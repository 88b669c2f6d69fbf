import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { agents, groups } from '../../db/schema';

/** The rep an agreement names: their name as shown and their code. */
export async function findAgreementAgent(db: DbOrTx, agentId: number) {
  const [agent] = await db
    .select({ firstName: agents.firstName, lastName: agents.lastName, code: agents.agentCode })
    .from(agents)
    .where(eq(agents.id, agentId));
  return agent;
}

/** The group an agreement names: its name and code. */
export async function findAgreementGroup(db: DbOrTx, groupId: number) {
  const [group] = await db.select({ name: groups.name, code: groups.code }).from(groups).where(eq(groups.id, groupId));
  return group;
}
