// The auth module's entry: what the composition root and other modules may use. Everything else in
// this folder is the module's own (see docs/decisions, the module boundary).
export { accountsSection } from './accounts-section.ts';
export { currentUserInfo } from './current-session.ts';
export { demoAccountsNotice, totpCodeCommand } from './demo-accounts-notice.ts';
export { secondFactorResetMail, staffInvitationMail } from './mails.ts';
export { hashPassword, temporaryPassword } from './passwords.ts';
export { grantsOf, secondFactorEnrolled, usernameOf } from './queries.ts';
export {
  consumeAttempt,
  forgiveAttempt,
  limitAttempts,
  type RateRule,
  rateKeys,
  rateRules,
} from './rate-limit.ts';
export { authRoutes } from './routes.ts';
export { startSecondFactorSession } from './second-factor-session.ts';
export { announceAccountChanged, SESSIONS_ENDED_CHANNEL } from './session-cache.ts';
export { endUserSessions, type UserRow } from './session-store.ts';
export { TOUCH_WRITE_EVERY_MS } from './session-touches.ts';
export { sessionsPlugin } from './sessions-plugin.ts';
