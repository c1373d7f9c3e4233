import type { CourseTab } from '../../features/course/components/course-tab.ts';
import { DiscussionPanel } from '../../features/discussion/components/discussion-panel.tsx';

/**
 * The tabs of the course page, in the spec's order (References, Discussion, Assessments, Assignments,
 * Course videos, Podcasts, Project phase). Each feature gives its panel; only tabs that work are listed.
 */
export const courseTabs: readonly CourseTab[] = [
  { slug: 'discussion', label: 'tabs.discussion', Panel: DiscussionPanel },
];
