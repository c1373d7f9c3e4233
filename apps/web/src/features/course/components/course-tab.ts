import type { CourseTabSlug } from '@aula/contract/course';
import type { ComponentType } from 'react';
import type { CourseTabLabel } from './course-tab-label.ts';

/**
 * One tab of the course page, given by the app layer (features never import each other): its slug in
 * the address, its label (a key of the course catalogue) and the panel that shows the course's part.
 */
export interface CourseTab {
  slug: CourseTabSlug;
  label: CourseTabLabel;
  Panel: ComponentType<{ courseId: string }>;
}
