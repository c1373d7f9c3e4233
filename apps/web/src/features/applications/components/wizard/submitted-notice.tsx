import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../../app/paths.ts';

/**
 * The pre-registered variant's word that the application is in (spec 3 §2, §8: 'Application Already
 * Submitted!' on opening one at status 2, 'Application Submitted!' after the submit); OK goes back
 * to the program list.
 */
export function SubmittedNotice({ already }: { already: boolean }) {
  const { t } = useTranslation('admissions');
  const navigate = useNavigate();
  const titleId = useId();
  const back = () => void navigate(paths.applyProgram.getHref(), { replace: true });
  return (
    <Dialog open onClose={back} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{already ? t('wizard.alreadySubmitted') : t('wizard.submitted')}</DialogTitle>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={back} autoFocus>
          {t('wizard.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
