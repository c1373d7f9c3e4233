import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, type OperationInput, type OperationOutput } from '../../../../lib/api-client.ts';

export type BatchHallTicket = OperationOutput<'staff/listBatchHallTickets'>['learners'][number];
export type HallTicketExamInput = OperationInput<'staff/generateHallTickets'>;

export const hallTicketKeys = {
  all: ['staff', 'hallTickets'] as const,
  batch: (oid: string, bpid: string) => [...hallTicketKeys.all, oid, bpid] as const,
};

export const batchHallTicketsQuery = (oid: string, bpid: string) =>
  queryOptions({
    queryKey: hallTicketKeys.batch(oid, bpid),
    queryFn: ({ signal }) => callApi('staff/listBatchHallTickets', { oid, bpid }, { signal }),
    staleTime: 0,
  });

/** The batch's learners and the hall ticket each has. */
export function useBatchHallTickets(oid: string, bpid: string) {
  return useQuery({ ...batchHallTicketsQuery(oid, bpid), enabled: bpid !== '' });
}

/** Generates the batch's hall tickets (audited); the learners' list is read again afterwards. */
export function useGenerateHallTickets() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: HallTicketExamInput) => callApi('staff/generateHallTickets', input),
    onSettled: () => client.invalidateQueries({ queryKey: hallTicketKeys.all }),
  });
}
