import Box from '@mui/material/Box';
import { CertificateRequest } from '../../features/quizzes/components/certificate-request.tsx';
import { CourseFeedbackButton } from '../../features/quizzes/components/course-feedback-dialog.tsx';
import { paths } from '../paths.ts';

/**
 * The course page's course and instructor feedback (CIFeedBack) and, once the course is complete, its
 * certificate request: reachable from the course whether or not the player is open.
 */
export function CourseActions({ bcid, tid }: { bcid: string; tid: string }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 3 }}>
      <CourseFeedbackButton bcid={bcid} crir="cr" />
      <CourseFeedbackButton bcid={bcid} crir="ir" />
      <CertificateRequest bcid={bcid} tid={tid} certificatesHref={paths.certificates.getHref()} />
    </Box>
  );
}
