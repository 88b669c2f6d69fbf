import { resolveFieldRules, type FieldRules, type FormName } from '@benefit-store/domain';
import type { DbOrTx } from '../../db/client';
import type { Enrollment } from '../../lib/enrollment-access';
import { findPortalFieldRules } from './wizard.repository';

/** A form's field rules for an enrollment: the domain's defaults with its portal's overrides (DESIGN §3 "Form fields"). */
export async function fieldRulesFor(db: DbOrTx, enrollment: Enrollment, form: FormName): Promise<FieldRules> {
  if (enrollment.portalId === null) return resolveFieldRules(form);
  return resolveFieldRules(form, await findPortalFieldRules(db, enrollment.portalId));
}
