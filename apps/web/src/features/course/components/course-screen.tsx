import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../../components/page-layout.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { SafeHtml } from '../../../components/safe-html.tsx';
import { useCourse } from '../api/get-course.ts';
import type { CourseTab } from './course-tab.ts';
import { CourseTabBar, coursePanelId, courseTabId } from './course-tab-bar.tsx';

export interface CourseScreenProps {
  /** The batch course (bcid) named by the address. */
  courseId: string;
  tabs: readonly CourseTab[];
  /** The tab on view: one of `tabs`. */
  tab: CourseTab | undefined;
  hrefOf: (slug: string) => string;
  back: { to: string; label: string };
}

/** The course page: the course's title, program and weeks, its description, and its tabs. */
export function CourseScreen({ courseId, tabs, tab, hrefOf, back }: CourseScreenProps) {
  const { t } = useTranslation('course');
  return (
    <QueryState
      query={useCourse(courseId)}
      errorTitle={t('loadFailed')}
      errorTitleComponent="h2"
      frameError={(errorState) => (
        <PageLayout title={t('title')} back={back}>
          {errorState}
        </PageLayout>
      )}
    >
      {(course) => (
        <PageLayout
          title={course.ttitle}
          back={back}
          subtitle={`${course.ptitle} · ${t('weeks', { count: course.tduration })}`}
        >
          {course.tdescription !== '' && <SafeHtml html={course.tdescription} sx={{ mb: 3 }} />}
          {tab && (
            <>
              <CourseTabBar tabs={tabs} current={tab.slug} hrefOf={hrefOf} />
              <Box role="tabpanel" id={coursePanelId(tab.slug)} aria-labelledby={courseTabId(tab.slug)}>
                <tab.Panel courseId={course.bcid} />
              </Box>
            </>
          )}
        </PageLayout>
      )}
    </QueryState>
  );
}
