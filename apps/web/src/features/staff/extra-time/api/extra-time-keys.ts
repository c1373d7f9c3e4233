export const extraTimeKeys = {
  all: ['staff', 'extraTime'] as const,
  assessments: (oid: string) => [...extraTimeKeys.all, 'assessments', oid] as const,
  accommodations: (oid: string, assessid: string) =>
    [...extraTimeKeys.all, 'accommodations', oid, assessid] as const,
};
