import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';

export interface CarouselLabels {
  /** The carousel's name ("Courses of Certificate in Pharmacovigilance"). */
  region: string;
  previous: string;
  next: string;
  /** Where the view is, as a sentence ("Courses 1 to 4 of 6"). */
  position: (first: number, last: number, total: number) => string;
  /** A slide's name ("2 of 6"). */
  slide: (index: number, total: number) => string;
}

export interface CarouselProps<T> {
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  labels: CarouselLabels;
}

/** Slides in view: 4, or 1 under 600 px (spec 2 §9). */
export function useSlidesPerView(): number {
  const narrow = useMediaQuery('(max-width:599.95px)', { noSsr: true });
  return narrow ? 1 : 4;
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d={
          direction === 'left'
            ? 'M15.4 7.4 14 6l-6 6 6 6 1.4-1.4L10.8 12z'
            : 'M8.6 16.6 10 18l6-6-6-6-1.4 1.4 4.6 4.6z'
        }
      />
    </svg>
  );
}

/**
 * A row of slides with Previous and Next buttons (the WAI-ARIA carousel pattern, without autoplay).
 * It moves a whole view at a time and wraps around at either end, so the buttons never disable under
 * the keyboard's focus; the arrow keys move it too while focus is inside. Slides out of view are not
 * rendered visible, so Tab reaches only what is seen; the position is announced politely.
 */
export function Carousel<T>({ items, itemKey, renderItem, labels }: CarouselProps<T>) {
  const perView = useSlidesPerView();
  const [start, setStart] = useState(0);
  const slidesId = useId();
  const total = items.length;
  const lastStart = Math.max(0, total - perView);
  const first = Math.min(start, lastStart);
  const paged = total > perView;

  const previous = () => setStart(first === 0 ? lastStart : Math.max(0, first - perView));
  const next = () => setStart(first >= lastStart ? 0 : Math.min(lastStart, first + perView));
  const onKeyDown = (event: KeyboardEvent) => {
    if (!paged) return;
    if (event.key === 'ArrowLeft') previous();
    else if (event.key === 'ArrowRight') next();
    else return;
    event.preventDefault();
  };

  const shown = `calc((100% - ${(perView - 1) * 16}px) / ${perView})`;
  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={labels.region}
      onKeyDown={onKeyDown}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}
    >
      {paged && (
        <IconButton aria-controls={slidesId} aria-label={labels.previous} onClick={previous} size="small">
          <Chevron direction="left" />
        </IconButton>
      )}
      <Box
        id={slidesId}
        aria-live="polite"
        sx={{ display: 'flex', gap: 2, flexGrow: 1, minWidth: 0, alignItems: 'stretch' }}
      >
        {paged && (
          <Box component="span" sx={visuallyHidden}>
            {labels.position(first + 1, Math.min(total, first + perView), total)}
          </Box>
        )}
        {items.map((item, index) => {
          const visible = index >= first && index < first + perView;
          return (
            <Box
              key={itemKey(item)}
              role="group"
              aria-roledescription="slide"
              aria-label={labels.slide(index + 1, total)}
              sx={{ display: visible ? 'flex' : 'none', flex: `0 0 ${shown}`, minWidth: 0 }}
            >
              {renderItem(item)}
            </Box>
          );
        })}
      </Box>
      {paged && (
        <IconButton aria-controls={slidesId} aria-label={labels.next} onClick={next} size="small">
          <Chevron direction="right" />
        </IconButton>
      )}
    </Box>
  );
}
