import { programSubscribedEventType } from '@aula/contract/analytics';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { htmlToText } from '../../../lib/html-text.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { userProgressKeys } from '../../../lib/user-progress.ts';
import { applicationKeys } from './get-application.ts';
import type { ApplyProgram } from './get-programs.ts';

/**
 * Start (spec 3 §4): the server builds the program's progress, 'Program Subscribed' is reported (its
 * failure is only logged), and the learner's progress and the listing are reloaded before the
 * program opens.
 */
export function useStartProgram() {
  const { oid } = useOrganisation();
  const user = useSessionUser();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (program: ApplyProgram) => {
      const started = await callApi('syncUserProgramProgress', {
        oid,
        eid: user.username,
        bpid: program.bpid,
      });
      await callApi('analyticsWebApp', {
        oid,
        id: user.id,
        eventtype: programSubscribedEventType,
        email: user.attributes.sub,
        emailid: user.attributes.email,
        bpid: program.bpid,
        pname: htmlToText(program.pname),
      }).catch((error: unknown) => console.error('The start was not recorded', error));
      await Promise.all([
        client.invalidateQueries({ queryKey: userProgressKeys.all }),
        client.invalidateQueries({ queryKey: applicationKeys.all }),
      ]);
      return started;
    },
  });
}
