import type { CourseTab } from '../../features/course/components/course-tab.ts';
import { DiscussionPanel } from '../../features/discussion/components/discussion-panel.tsx';
import { ProjectPhasePanel } from '../../features/project-phase/components/project-phase-panel.tsx';

/**
 * The tabs of the course page, in the spec's order (References, Discussion, Assessments, Assignments,
 * Course videos, Podcasts, Project phase). Each feature gives its panel; only tabs that work are listed.
 */
export const courseTabs: readonly CourseTab[] = [
  { slug: 'discussion', label: 'tabs.discussion', Panel: DiscussionPanel },
  { slug: 'project', label: 'tabs.project', Panel: ProjectPhasePanel },
];
