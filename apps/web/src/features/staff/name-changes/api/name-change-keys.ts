import type { OperationInput } from '../../../../lib/api-client.ts';

export type NameChangesQuery = OperationInput<'staff/listNameChanges'>;

export const nameChangeKeys = {
  all: ['staff', 'nameChanges'] as const,
  lists: () => [...nameChangeKeys.all, 'list'] as const,
  list: (query: NameChangesQuery) => [...nameChangeKeys.lists(), query] as const,
};
