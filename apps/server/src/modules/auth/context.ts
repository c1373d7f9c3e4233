import type { OperationContext } from '../../platform/api.ts';

/**
 * What the identity services work with: the database, settings, mail, the clock, and the HTTP exchange
 * (cookie, address): the part of an operation's context they use.
 */
export type AuthContext = Pick<
  OperationContext<never>,
  'db' | 'config' | 'mailer' | 'clock' | 'request' | 'reply'
>;
