// The full schema, for drizzle's typed queries; one file per area beside this one.
export * from './organisations.ts';
export * from './programs.ts';
