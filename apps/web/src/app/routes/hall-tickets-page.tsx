import Container from '@mui/material/Container';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title.tsx';
import { HallTicketsScreen } from '../../features/hall-tickets/components/hall-tickets-screen.tsx';

/** /hallticket (spec 1 §2): the learner's hall tickets. */
export function HallTicketsPage() {
  const { t } = useTranslation('hall-tickets');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <PageTitle page={t('title')} />
      <HallTicketsScreen />
    </Container>
  );
}
