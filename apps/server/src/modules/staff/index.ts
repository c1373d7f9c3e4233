// The staff module's entry: its routes for the composition root, the bundle's check of staff scopes,
// and the account command behind `npm run staff:create`.
export { createStaffAccount } from './create-staff-account.ts';
export { staffRoutes } from './routes.ts';
export { staffScopesSection } from './staff-scopes-section.ts';
export { sealPlainTotpSecrets } from './totp-secret.ts';
