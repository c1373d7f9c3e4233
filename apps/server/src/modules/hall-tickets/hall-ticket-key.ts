/**
 * Where a learner's hall ticket lives in the file store: under `orgs/<oid>/private/`, which no public
 * route serves (published media are under `orgs/<oid>/media/`), and under the account's id so two
 * learners' files of the same name never meet.
 */
export function hallTicketKey(oid: string, bpid: string, userId: string, hallticketName: string): string {
  return `orgs/${oid}/private/hall-tickets/${bpid}/${userId}/${hallticketName}`;
}
