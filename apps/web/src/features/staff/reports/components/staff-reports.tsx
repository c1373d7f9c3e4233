import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../../../lib/session.ts';
import { useSearchState } from '../../data-grid/components/use-search-state.ts';
import { adminRoles, admissionsRoles, holdsAnyRole, teachingRoles } from '../../staff-roles.ts';
import { AssessmentReportView } from './assessment-report-view.tsx';
import { FunnelReportView } from './funnel-report-view.tsx';
import { ProgressReportView } from './progress-report-view.tsx';
import { SignInReportView } from './sign-in-report-view.tsx';

/** Each report with the roles its operations open to (the contract's; staff-roles.test.ts checks them). */
export const reports = [
  { key: 'progress', roles: teachingRoles, View: ProgressReportView },
  { key: 'assessments', roles: teachingRoles, View: AssessmentReportView },
  { key: 'funnel', roles: admissionsRoles, View: FunnelReportView },
  { key: 'signIns', roles: adminRoles, View: SignInReportView },
] as const;

/** The reports the member's roles open, one tab each (kept in the address); a change of tab keeps the dates only. */
export function StaffReports() {
  const { t } = useTranslation('staff');
  const user = useSessionUser();
  const search = useSearchState();
  const tabsId = useId();
  const open = reports.filter((report) => holdsAnyRole(user.grants, report.roles));
  const current = open.find((report) => report.key === search.get('report')) ?? open[0];
  if (!current) return null;
  const tabId = (key: string) => `${tabsId}-${key}`;
  return (
    <>
      <Tabs
        value={current.key}
        onChange={(_, key: string) =>
          search.update({
            report: key,
            pid: undefined,
            bpid: undefined,
            bcid: undefined,
            assessid: undefined,
          })
        }
        aria-label={t('staffReports.tabsLabel')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {open.map((report) => (
          <Tab
            key={report.key}
            value={report.key}
            id={tabId(report.key)}
            aria-controls={`${tabsId}-panel`}
            label={t(`staffReports.tabs.${report.key}`)}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={tabId(current.key)}>
        <current.View key={current.key} />
      </Box>
    </>
  );
}
