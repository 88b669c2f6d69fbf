/** What other modules and the app use of audit (docs/decisions/0109): the module's one public face. */
export { auditAs, registerAuditLog } from './audit-log';
export { findEnrollmentMember, insertAuditEntries } from './audit.repository';
