export const organisationSettingsKeys = {
  all: ['staff', 'organisation'] as const,
  settings: (oid: string) => [...organisationSettingsKeys.all, 'settings', oid] as const,
  batchTests: (oid: string) => [...organisationSettingsKeys.all, 'batch-tests', oid] as const,
};
