import { catalogueMessages } from '@aula/contract/staff-catalogue';
import { useTranslation } from 'react-i18next';

const keys = new Map(
  (Object.keys(catalogueMessages) as Array<keyof typeof catalogueMessages>).map((key) => [
    catalogueMessages[key] as string,
    key,
  ]),
);

/**
 * A catalogue check's message (the contract's, from the form's schema or in the server's answer) in the
 * reader's language; any other check of a field says to check it.
 */
export function useCatalogueText(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('staff');
  return (message) => {
    if (message === undefined) return undefined;
    const key = keys.get(message);
    return key ? t(`catalogue.messages.${key}`) : t('catalogue.messages.check');
  };
}
