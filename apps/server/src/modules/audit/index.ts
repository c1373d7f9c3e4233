// The audit module's entry: the one writer of the audit log, for every module that acts for staff.
export { type AuditEntry, recordAudit } from './record-audit.ts';
