import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { AfterHydration } from '../../../components/after-hydration.tsx';
import { PageLayout } from '../../../components/page-layout.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { SafeHtml } from '../../../components/safe-html.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useCourse } from '../api/get-course.ts';
import { CourseInstructorCard } from './course-instructor.tsx';
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
  /** Controls beside the course's title (the way into the player). */
  actions?: ReactNode;
  /** What the app layer adds below the description (the course's feedback and certificate). */
  extras?: (course: { bcid: string; tid: string }) => ReactNode;
}

/** Answers that say the course is not the learner's to open. */
const refusals = new Set(['FORBIDDEN', 'NOT_FOUND']);

/** The course page: the course's title, program and weeks, its description, and its tabs. */
export function CourseScreen({ courseId, tabs, tab, hrefOf, back, actions, extras }: CourseScreenProps) {
  const { t } = useTranslation('course');
  const query = useCourse(courseId);
  if (query.error instanceof ApiError && refusals.has(query.error.code)) {
    // Retrying would not help: the course is not one of the learner's (or does not exist).
    return (
      <PageLayout title={t('title')} back={back}>
        <Alert severity="info">{t('notYours')}</Alert>
      </PageLayout>
    );
  }
  return (
    <QueryState
      query={query}
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
          actions={actions}
          subtitle={`${course.ptitle} · ${t('weeks', { count: course.tduration })}`}
        >
          {course.tdescription !== '' && <SafeHtml html={course.tdescription} sx={{ mb: 3 }} />}
          <CourseInstructorCard courseId={course.bcid} />
          {extras?.(course)}
          {tab && (
            <>
              <CourseTabBar tabs={tabs} current={tab.slug} hrefOf={hrefOf} />
              <Box role="tabpanel" id={coursePanelId(tab.slug)} aria-labelledby={courseTabId(tab.slug)}>
                {/* A panel may be a chunk of its own (the app layer's choice): its loading state until it is here. */}
                <Suspense fallback={<PageLoading minHeight={240} />}>
                  {tab.prerendered ? (
                    <tab.Panel courseId={course.bcid} />
                  ) : (
                    <AfterHydration fallback={<PageLoading minHeight={240} />}>
                      <tab.Panel courseId={course.bcid} />
                    </AfterHydration>
                  )}
                </Suspense>
              </Box>
            </>
          )}
        </PageLayout>
      )}
    </QueryState>
  );
}
