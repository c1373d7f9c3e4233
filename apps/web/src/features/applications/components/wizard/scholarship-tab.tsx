import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import type { SavedApplication } from '../../api/get-user-application.ts';
import { YesNoField } from './wizard-fields.tsx';

/**
 * Tab 3, Scholarship: Yes is for applicants registered on the partner portal, whose learning center
 * the server takes from that registration (spec 3 §3, §4).
 */
export function ScholarshipTab({ evbabdata }: { evbabdata: SavedApplication['evbabdata'] }) {
  const { t } = useTranslation('admissions');
  return (
    <>
      <YesNoField name="scholarship" label={t('scholarship.question')} />
      <Alert severity={evbabdata ? 'info' : 'warning'} sx={{ mt: 2 }}>
        {evbabdata
          ? t('scholarship.registered', {
              name: `${evbabdata.first_name} ${evbabdata.last_name}`,
              center: evbabdata.learning_center_name,
            })
          : t('scholarship.notRegistered')}
      </Alert>
    </>
  );
}
