import Box from '@mui/material/Box';
import { useState } from 'react';
import { Navigate, useMatch } from 'react-router';
import { PageLayout } from '../../components/page-layout.tsx';
import { ExamSchedulingButton } from '../../features/exams/components/exam-scheduling-button.tsx';
import { CourseTopics } from '../../features/my-programs/components/course-topics.tsx';
import { UserProgressState } from '../../features/my-programs/components/user-progress-state.tsx';
import { readCurrentProgram } from '../../lib/current-program.ts';
import { useSessionUser } from '../../lib/session.ts';
import { paths } from '../paths.ts';

/**
 * `/MyPrograms/programs` and `/viewall`: the course topics of the current program (the one opened last
 * from My Programs). Without a current program, or one the learner no longer has, the dashboard.
 */
export function CourseTopicsPage() {
  const { username } = useSessionUser();
  const [current] = useState(() => readCurrentProgram(username));
  // The exam-scheduling hand-off belongs to /MyPrograms/programs only (spec 1 §2), not /viewall.
  const onProgramsPath = useMatch(paths.programs.path) !== null;
  if (!current) return <Navigate to={paths.dashboard.getHref()} replace />;
  return (
    <PageLayout title={current.ptitle}>
      {onProgramsPath && (
        <Box sx={{ mb: 3 }}>
          <ExamSchedulingButton bpid={current.bpid} />
        </Box>
      )}
      <UserProgressState>
        {(progress) => {
          const program = progress.bpdata.find((each) => each.bpid === current.bpid);
          if (!program) return <Navigate to={paths.dashboard.getHref()} replace />;
          return <CourseTopics program={program} />;
        }}
      </UserProgressState>
    </PageLayout>
  );
}
