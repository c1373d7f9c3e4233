import type course from '../../../locales/en/course.json';

/** A tab's label: one of the course catalogue's `tabs.*` keys ('tabs.references', ...). */
export type CourseTabLabel = `tabs.${keyof (typeof course)['tabs'] & string}`;
