import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLayout } from '../../components/page-layout.tsx';
import { useQuestionBank } from '../../features/staff/quiz-authoring/api/quiz-authoring.ts';
import { BankQuestions } from '../../features/staff/quiz-authoring/components/bank-questions.tsx';
import { RoleGate } from '../../features/staff/shell/components/role-gate.tsx';
import { adminRoles } from '../../features/staff/staff-roles.ts';
import { useOrganisation } from '../../lib/organisation.ts';
import { paths } from '../paths.ts';

function BankPage({ bankid }: { bankid: string }) {
  const { t } = useTranslation('staff');
  const { oid } = useOrganisation();
  const { data } = useQuestionBank(oid, bankid);
  return (
    <PageLayout
      title={data ? t('quizAuthoring.banks.pageTitle', { name: data.name }) : t('quizAuthoring.banks.title')}
      maxWidth="lg"
      back={{ to: paths.staffQuizAuthoring.getHref(), label: t('quizAuthoring.back') }}
    >
      <BankQuestions bankid={bankid} />
    </PageLayout>
  );
}

/** /staff/quizzes/banks/:bankid: a question bank's questions, written or imported from a spreadsheet. */
export function StaffQuizBankPage() {
  const { bankid = '' } = useParams();
  return (
    <RoleGate roles={adminRoles}>
      <BankPage key={bankid} bankid={bankid} />
    </RoleGate>
  );
}
