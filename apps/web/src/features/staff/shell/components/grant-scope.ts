import { useTranslation } from 'react-i18next';
import type { ProgrammeName } from '../../programmes/api/get-programme-names.ts';
import type { StaffGrant } from '../../staff-roles.ts';

/** How a grant's scope reads: the whole organisation, a programme by name, a course by id. */
export function useScopeText(programmes: readonly ProgrammeName[] | undefined) {
  const { t } = useTranslation('staff');
  return (grant: StaffGrant): string => {
    if (grant.scope === null) return t('roles.scopeAll');
    if (grant.role === 'counsellor') {
      const programme = programmes?.find((item) => item.pid === grant.scope);
      return t('roles.scopeProgramme', { name: programme?.name ?? grant.scope });
    }
    return t('roles.scopeCourse', { id: grant.scope });
  };
}
