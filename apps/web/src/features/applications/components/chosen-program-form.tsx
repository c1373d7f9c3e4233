import type { ApplicationFormKind } from '@aula/contract/application-form-kind';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { applicationFormPaths, paths } from '../../../app/paths.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { readApplicationState } from '../../../lib/application-state.ts';
import { htmlToText } from '../../../lib/html-text.ts';
import { useApplyPrograms } from '../api/get-programs.ts';

export interface ChosenProgram {
  pid: string;
  bpid: string;
  /** The program's name as plain text. */
  pname: string;
}

export interface ChosenProgramFormProps {
  /** The form this route shows; without it, the route only leads to the form the program takes. */
  form?: ApplicationFormKind;
  children?: (program: ChosenProgram) => ReactNode;
}

/**
 * The program chosen for an application (the spec's applypid and applybpid) and the form it takes,
 * as the server's listing says: its form's route shows it, any other route leads there. Without a
 * chosen program on offer, back to the program list.
 */
export function ChosenProgramForm({ form, children }: ChosenProgramFormProps) {
  const { t } = useTranslation('admissions');
  const chosen = readApplicationState();
  const programs = useApplyPrograms();
  const back = <Navigate to={paths.applyProgram.getHref()} replace />;
  if (!chosen) return back;
  return (
    <QueryState query={programs} errorTitle={t('wizard.loadFailed')} errorTitleComponent="h1">
      {(list) => {
        const program = Object.values(list)
          .flat()
          .find((each) => each.pid === chosen.applypid && each.bpid === chosen.applybpid);
        if (!program) return back;
        if (program.form !== form || !children) {
          return <Navigate to={applicationFormPaths[program.form].getHref()} replace />;
        }
        return children({ pid: program.pid, bpid: program.bpid, pname: htmlToText(program.pname) });
      }}
    </QueryState>
  );
}
