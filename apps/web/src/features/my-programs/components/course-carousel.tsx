import { useTranslation } from 'react-i18next';
import { Carousel } from '../../../components/carousel.tsx';
import type { ProgramProgress } from '../../../lib/user-progress.ts';
import { CourseCard } from './course-card.tsx';
import { takenCourses } from './taken-courses.ts';

/** A program's courses as a carousel of cards (4 in view, 1 on narrow screens). */
export function CourseCarousel({ program }: { program: ProgramProgress }) {
  const { t } = useTranslation('my-programs');
  const courses = takenCourses(program);
  return (
    <Carousel
      items={courses}
      itemKey={(course) => course.bcid}
      renderItem={(course) => <CourseCard course={course} ptitle={program.ptitle} />}
      labels={{
        region: t('carousel.region', { title: program.ptitle }),
        previous: t('carousel.previous'),
        next: t('carousel.next'),
        position: (first, last, total) => t('carousel.position', { first, last, total }),
        slide: (index, total) => t('carousel.slide', { index, total }),
      }}
    />
  );
}
