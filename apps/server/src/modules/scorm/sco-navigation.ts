import type { ScormControlMode } from '@aula/contract/scorm';
import type { ScormSco } from '../../db/schema/scorm.ts';
import { AppError } from '../../platform/app-error.ts';

/**
 * The organisation's control mode, enforced where a SCO is launched: from the SCO the learner was last
 * in, flow allows the one before and the one after, choice allows any. A first launch without choice
 * starts at the first SCO. Relaunching the current SCO is always allowed.
 */
export function assertMayLaunch(
  scos: ScormSco[],
  controlMode: ScormControlMode,
  current: string | undefined,
  target: string,
): void {
  if (target === current || controlMode.choice) return;
  const to = scos.findIndex((sco) => sco.identifier === target);
  const from = scos.findIndex((sco) => sco.identifier === current);
  const allowed = from === -1 ? to === 0 : controlMode.flow && Math.abs(to - from) === 1;
  if (!allowed) {
    throw new AppError('BAD_REQUEST', `This package does not let you go to "${target}" from where you are.`, {
      scoid: 'not reachable from the current SCO',
    });
  }
}
