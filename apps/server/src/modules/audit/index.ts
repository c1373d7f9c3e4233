// The audit module's entry: the one writer of the audit log, for every module that acts for staff; its
// operations (the admins' table and export); and the CSV writer every staff export uses.
export { auditCourseChange, type StaffChange } from './course-change.ts';
export { type CsvCell, toCsv } from './csv.ts';
export { type AuditEntry, recordAudit } from './record-audit.ts';
export { auditRoutes } from './routes.ts';
