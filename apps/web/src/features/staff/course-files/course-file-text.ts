import {
  type CourseUploadKind,
  courseFileExtensions,
  courseFileMegabytes,
  courseFileProblemOf,
} from '@aula/contract/staff-course-files';
import { useTranslation } from 'react-i18next';
import { isUploadRefusal } from '../../../lib/upload-file.ts';
import { useStaffErrorText } from '../staff-error-text.ts';

/**
 * What the course-file uploads say in the reader's language (ADR 0090, 0100): a file the upload does not
 * take, found before it is sent, and the server's refusal of one sent; anything else (no connection, the
 * store's trouble) is "could not be uploaded", which offers to send it again.
 */
export function useCourseFileText() {
  const { t, i18n } = useTranslation('staff');
  const errorText = useStaffErrorText();
  return {
    problem: (upload: CourseUploadKind, file: { name: string; size: number }): string | null => {
      const problem = courseFileProblemOf(upload, file);
      if (problem === null) return null;
      return t(`courseFiles.upload.problem.${problem}`, {
        kinds: new Intl.ListFormat(i18n.resolvedLanguage, { type: 'disjunction' }).format(
          courseFileExtensions(upload),
        ),
        size: courseFileMegabytes(upload),
      });
    },
    refusal: (error: unknown): string =>
      (isUploadRefusal(error) && errorText(error)) || t('courseFiles.upload.failed'),
  };
}
