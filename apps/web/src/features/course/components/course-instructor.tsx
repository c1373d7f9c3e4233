import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state.tsx';
import { mediaHref } from '../../../lib/media.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import { useCourseInstructor } from '../api/get-course-instructor.ts';

/** The course's instructor beside the description: picture, name, designation and organisation. */
export function CourseInstructorCard({ courseId }: { courseId: string }) {
  const { t } = useTranslation('course');
  const { oid } = useOrganisation();
  return (
    <QueryState
      query={useCourseInstructor(courseId)}
      errorTitle={t('instructor.loadFailed')}
      isEmpty={(answer) => answer.instructor === null}
      empty={null}
      loading={null}
    >
      {({ instructor }) =>
        instructor && (
          <Box
            component="section"
            aria-labelledby="course-instructor"
            sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 3 }}
          >
            <Avatar src={mediaHref(oid, instructor.pic)} alt="" sx={{ width: 56, height: 56 }} />
            <Box sx={{ minWidth: 0 }}>
              <Typography id="course-instructor" variant="overline" sx={{ lineHeight: 1.5 }}>
                {t('instructor.heading')}
              </Typography>
              <Typography sx={{ fontWeight: 600 }}>{instructor.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {instructor.designation}, {instructor.org}
              </Typography>
            </Box>
          </Box>
        )
      }
    </QueryState>
  );
}
