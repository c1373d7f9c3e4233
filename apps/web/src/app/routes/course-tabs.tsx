import {
  AssessmentsPanel,
  AssignmentsPanel,
} from '../../features/assessments/components/assessment-list.tsx';
import type { CourseTab } from '../../features/course/components/course-tab.ts';
import { CourseVideosPanel } from '../../features/course/components/course-videos-panel.tsx';
import { PodcastsPanel } from '../../features/course/components/podcasts-panel.tsx';
import { ReferencesPanel } from '../../features/course/components/references-panel.tsx';

/**
 * The tabs of the course page, in the spec's order (References, Discussion, Assessments, Assignments,
 * Course videos, Podcasts, Project phase). Each feature gives its panel; only tabs that work are listed.
 */
export const courseTabs: readonly CourseTab[] = [
  { slug: 'references', label: 'tabs.references', Panel: ReferencesPanel },
  { slug: 'assessments', label: 'tabs.assessments', Panel: AssessmentsPanel },
  { slug: 'assignments', label: 'tabs.assignments', Panel: AssignmentsPanel },
  { slug: 'videos', label: 'tabs.videos', Panel: CourseVideosPanel },
  { slug: 'podcasts', label: 'tabs.podcasts', Panel: PodcastsPanel },
];
