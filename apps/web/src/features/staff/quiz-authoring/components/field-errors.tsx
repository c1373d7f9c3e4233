import Alert from '@mui/material/Alert';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api-error.ts';
import { CallFailure } from '../../partner-records/components/call-failure.tsx';

/** "qitems.2.iopts" as a person reads it: "Question 3, options". */
function useFieldName() {
  const { t } = useTranslation('staff');
  return (field: string) => {
    const parts = field.split('.').filter((part) => part !== 'question');
    const words: string[] = [];
    for (let index = 0; index < parts.length; index += 1) {
      const part = parts[index] ?? '';
      const next = parts[index + 1];
      if ((part === 'qitems' || part === 'iopts') && next !== undefined && /^\d+$/.test(next)) {
        words.push(t(`quizAuthoring.fields.${part}Numbered`, { n: Number(next) + 1 }));
        index += 1;
      } else {
        words.push(t(`quizAuthoring.fields.${part}`, { defaultValue: part }));
      }
    }
    return words.join(', ');
  };
}

/**
 * A refused save: the server's message, and each field it named with what was wrong, in an alert that
 * takes the focus. Other failures (no answer, the server's trouble) offer Try again.
 */
export function SaveFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const fieldName = useFieldName();
  const alert = useRef<HTMLDivElement>(null);
  const fields = error instanceof ApiError ? Object.entries(error.fields) : [];
  useEffect(() => alert.current?.focus(), []);
  if (fields.length === 0) return <CallFailure error={error} onRetry={onRetry} />;
  return (
    <Alert ref={alert} tabIndex={-1} severity="error" role="alert" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
      {error instanceof ApiError ? error.message : null}
      <ul>
        {fields.map(([field, message]) => (
          <li key={field}>
            {fieldName(field)}: {message}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
