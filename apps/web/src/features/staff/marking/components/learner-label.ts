import { useTranslation } from 'react-i18next';

/** A learner as marking shows them: a name, or under anonymous marking a number (and the name once released). */
export interface MarkedLearner {
  name: string | null;
  participant: number | null;
}

export function useLearnerLabel(): (learner: MarkedLearner) => string {
  const { t } = useTranslation('staff');
  return ({ name, participant }) => {
    if (participant === null) return name ?? '';
    return name === null
      ? t('marking.participant', { n: participant })
      : t('marking.participantNamed', { n: participant, name });
  };
}
