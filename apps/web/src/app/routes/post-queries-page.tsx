import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../components/page-layout.tsx';
import { QueryForm } from '../../features/complaints/components/query-form.tsx';
import { paths } from '../paths.ts';

/** /postquires (spec 3 §2, signed out): Report A Query. */
export function PostQueriesPage() {
  const { t } = useTranslation('complaints');
  return (
    <PageLayout
      title={t('queryTitle')}
      maxWidth="md"
      back={{ to: paths.landing.getHref(), label: t('backToHome') }}
    >
      <QueryForm />
    </PageLayout>
  );
}
