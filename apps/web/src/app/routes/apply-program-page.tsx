import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../components/page-layout.tsx';
import { ApplyProgramList } from '../../features/applications/components/apply-program-list.tsx';

/** `/applyProgram`: the application program listing (spec 3 §2). */
export function ApplyProgramPage() {
  const { t } = useTranslation('admissions');
  return (
    <PageLayout title={t('listing.title')}>
      <ApplyProgramList />
    </PageLayout>
  );
}
