import { useState } from 'react';
import { Navigate } from 'react-router';
import { readChosenProgram } from '../../lib/chosen-program.ts';
import { readCurrentProgram } from '../../lib/current-program.ts';
import { useSessionUser } from '../../lib/session.ts';
import { paths } from '../paths.ts';

/**
 * `/myProg` without parameters: the details of the program chosen last (from a catalogue, the spec's
 * stored pid), else of the one opened last from My Programs, at its own address `/myProg/{pid}/0`;
 * with neither, All Programs to choose one from.
 */
export function MyProgPage() {
  const { username } = useSessionUser();
  const [pid] = useState(() => readChosenProgram()?.pid ?? readCurrentProgram(username)?.pid);
  const to = pid === undefined ? paths.allPrograms.getHref() : paths.programDetail.getHref(pid, 0);
  return <Navigate to={to} replace />;
}
