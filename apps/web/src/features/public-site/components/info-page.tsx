import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths.ts';
import { PageLayout } from '../../../components/page-layout.tsx';

/** A public text page (spec 3 §2 "Static pages"): its title, its content and a 'Back To Home' link. */
export function InfoPage({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <PageLayout title={title} back={{ to: paths.landing.getHref(), label: t('backToHome') }} maxWidth="md">
      <Stack spacing={3}>{children}</Stack>
    </PageLayout>
  );
}
