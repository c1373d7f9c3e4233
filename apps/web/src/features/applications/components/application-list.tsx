import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { saveApplicationState } from '../../../lib/application-state.ts';
import { htmlToText } from '../../../lib/html-text.ts';
import { type Application, useApplications } from '../api/get-application.ts';
import { ApplicationProgress } from './application-progress.tsx';
import { DecisionMessage } from './decision-message.tsx';

function ApplicationCard({ application }: { application: Application }) {
  const { t } = useTranslation('applications');
  const navigate = useNavigate();
  const headingId = useId();
  const name = htmlToText(application.pname);
  const open = () => {
    // The application screen reads which program it is for (the spec's applypid and applybpid).
    saveApplicationState({ applypid: application.pid, applybpid: application.bpid });
    void navigate(paths.applyProgram.getHref());
  };
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 2.5 }, display: 'grid', gap: 2 }}
    >
      <Typography id={headingId} component="h2" variant="h3">
        {name}
      </Typography>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <ApplicationProgress pstatus={application.pstatus} />
        <Button variant="contained" onClick={open} aria-label={t('openLabel', { name })}>
          {t('open')}
        </Button>
      </Box>
      <DecisionMessage pstatus={application.pstatus} message={application.message} />
    </Paper>
  );
}

/**
 * My Application (spec 1 §2): each applied program with its progress row and Open, and the admissions
 * office's message when it returned or refused the application.
 */
export function ApplicationList() {
  const { t } = useTranslation('applications');
  const query = useApplications();
  return (
    <QueryState
      query={query}
      errorTitle={t('loadFailed')}
      isEmpty={(applications) => applications.length === 0}
      empty={t('empty')}
    >
      {(applications) => (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
          {applications.map((application) => (
            <ApplicationCard key={application.applicationid} application={application} />
          ))}
        </Box>
      )}
    </QueryState>
  );
}
