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
  /**
   * The server may draw this panel in a prerendered page: nothing in it depends on the clock, the
   * device or the browser's date formatting. Any other panel shows its loading state until hydrated.
   */
  prerendered?: boolean;
}
