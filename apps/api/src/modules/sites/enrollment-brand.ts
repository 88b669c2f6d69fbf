import type { DbOrTx } from '../../db/client';
import type { MailBrand } from '../../mail/templates/branded-layout';
import type { Enrollment } from '../../lib/enrollment-access';
import { findAgent, findGroup } from './sites.repository';

/**
 * The branding an enrollment's e-mails carry: the rep's for a rep process, the group's for a
 * group process (either falls back to the other), else the store's own.
 */
export async function enrollmentBrand(db: DbOrTx, enrollment: Enrollment): Promise<MailBrand> {
  const agent = enrollment.agentId !== null ? await findAgent(db, enrollment.agentId) : undefined;
  const group = enrollment.groupId !== null ? await findGroup(db, enrollment.groupId) : undefined;
  const agentBrand = agent && {
    name: agent.displayName,
    logo: agent.logo,
    phone: agent.displayPhone ?? agent.phone,
    email: agent.displayEmail ?? agent.email,
  };
  const groupBrand = group && {
    name: group.displayName ?? group.name,
    logo: group.logo,
    phone: group.displayPhone ?? group.phone,
    email: group.displayEmail,
  };
  const brand = enrollment.eprocess === 'group' ? (groupBrand ?? agentBrand) : (agentBrand ?? groupBrand);
  return brand ?? { name: 'Benefit Store', logo: null, phone: null, email: null };
}

/** Who filled the application, as the applicant is told: the rep by name in a rep's process, the group in a group's; else the brand. */
export async function enrollerName(db: DbOrTx, enrollment: Enrollment): Promise<string> {
  const agent = enrollment.eprocess !== 'group' && enrollment.agentId !== null ? await findAgent(db, enrollment.agentId) : undefined;
  if (agent) return [agent.firstName, agent.lastName].join(' ');
  return (await enrollmentBrand(db, enrollment)).name;
}
