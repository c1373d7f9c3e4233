import type { CourseTab } from '../../features/course/components/course-tab.ts';
import { type LazyComponent, lazyComponent } from '../../lib/lazy-component.ts';

/** A tab whose panel is a chunk of its own: the course page downloads only the panel on view. */
export type LazyCourseTab = CourseTab & { Panel: LazyComponent<{ courseId: string }> };

/**
 * The tabs of the course page, in the spec's order (References, Discussion, Assessments, Assignments,
 * Course videos, Podcasts, Project phase). Each feature gives its panel; only tabs that work are listed.
 */
export const courseTabs: readonly LazyCourseTab[] = [
  {
    slug: 'references',
    label: 'tabs.references',
    prerendered: true,
    Panel: lazyComponent(() =>
      import('../../features/course/components/references-panel.tsx').then((m) => m.ReferencesPanel),
    ),
  },
  {
    slug: 'discussion',
    label: 'tabs.discussion',
    Panel: lazyComponent(() =>
      import('../../features/discussion/components/discussion-panel.tsx').then((m) => m.DiscussionPanel),
    ),
  },
  {
    slug: 'assessments',
    label: 'tabs.assessments',
    Panel: lazyComponent(() =>
      import('../../features/assessments/components/assessment-list.tsx').then((m) => m.AssessmentsPanel),
    ),
  },
  {
    slug: 'assignments',
    label: 'tabs.assignments',
    Panel: lazyComponent(() =>
      import('../../features/assessments/components/assessment-list.tsx').then((m) => m.AssignmentsPanel),
    ),
  },
  {
    slug: 'videos',
    label: 'tabs.videos',
    prerendered: true,
    Panel: lazyComponent(() =>
      import('../../features/course/components/course-videos-panel.tsx').then((m) => m.CourseVideosPanel),
    ),
  },
  {
    slug: 'podcasts',
    label: 'tabs.podcasts',
    prerendered: true,
    Panel: lazyComponent(() =>
      import('../../features/course/components/podcasts-panel.tsx').then((m) => m.PodcastsPanel),
    ),
  },
  {
    slug: 'project',
    label: 'tabs.project',
    Panel: lazyComponent(() =>
      import('../../features/project-phase/components/project-phase-panel.tsx').then(
        (m) => m.ProjectPhasePanel,
      ),
    ),
  },
];
