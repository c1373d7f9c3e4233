// The auth module's entry: what the composition root and other modules may use. Everything else in
// this folder is the module's own (see docs/decisions, the module boundary).
export { accountsSection } from './accounts-section.ts';
export { demoAccountsNotice } from './demo-accounts-notice.ts';
export { hashPassword } from './passwords.ts';
export { consumeAttempt, forgiveAttempt, limitAttempts, type RateRule } from './rate-limit.ts';
export { authRoutes } from './routes.ts';
export type { UserRow } from './session-store.ts';
export { sessionsPlugin } from './sessions-plugin.ts';
