// The mail module's entry, for the composition root.
export { devMailboxRoutes } from './dev-mailbox.ts';
