import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { useHydrated } from '../lib/use-hydrated.ts';

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

/** Slides in view under 600 px and from 600 px on (spec 2 §9). */
const perViewNarrow = 1;
const perViewWide = 4;

/** Slides in view: 4, or 1 under 600 px. */
export function useSlidesPerView(): number {
  const narrow = useMediaQuery('(max-width:599.95px)', { noSsr: true });
  return narrow ? perViewNarrow : perViewWide;
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

/** `display` at the widths where `narrow` and `wide` say so, none at the others. */
function displayAt(narrow: boolean, wide: boolean, display: string) {
  return { xs: narrow ? display : 'none', sm: wide ? display : 'none' };
}

/** The flex basis of a slide when `count` are in view (16 px gaps). */
function basis(count: number): string {
  return `0 0 calc((100% - ${(count - 1) * 16}px) / ${count})`;
}

/**
 * A row of slides with Previous and Next buttons (the WAI-ARIA carousel pattern, without autoplay).
 * It moves a whole view at a time and wraps around at either end, so the buttons never disable under
 * the keyboard's focus; the arrow keys move it too while focus is inside. Slides out of view are not
 * rendered visible, so Tab reaches only what is seen; the position is announced politely.
 *
 * A prerendered page cannot know the screen's width: until it is hydrated (and while it has not been
 * moved) the carousel draws its first view for either width, CSS showing the slides, buttons and
 * position of the one that fits, so the HTML the browser hydrates is the server's.
 */
export function Carousel<T>({ items, itemKey, renderItem, labels }: CarouselProps<T>) {
  const perView = useSlidesPerView();
  const hydrated = useHydrated();
  const [start, setStart] = useState(0);
  const slidesId = useId();
  const total = items.length;
  const lastStart = Math.max(0, total - perView);
  const first = Math.min(start, lastStart);
  const paged = total > perView;
  const byCss = !hydrated && start === 0;

  const previous = () => setStart(first === 0 ? lastStart : Math.max(0, first - perView));
  const next = () => setStart(first >= lastStart ? 0 : Math.min(lastStart, first + perView));
  const onKeyDown = (event: KeyboardEvent) => {
    if (!paged) return;
    if (event.key === 'ArrowLeft') previous();
    else if (event.key === 'ArrowRight') next();
    else return;
    event.preventDefault();
  };

  const pagedNarrow = total > perViewNarrow;
  const pagedWide = total > perViewWide;
  const showButtons = byCss ? pagedNarrow : paged;
  const buttonSx = byCss ? { display: displayAt(pagedNarrow, pagedWide, 'inline-flex') } : undefined;
  /** "Courses 1 to N of T" for a view of `count`, shown where `display` says. */
  const position = (count: number, display?: ReturnType<typeof displayAt>) => (
    <Box component="span" sx={display ? { ...visuallyHidden, display } : visuallyHidden}>
      {labels.position(first + 1, Math.min(total, first + count), total)}
    </Box>
  );
  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={labels.region}
      onKeyDown={onKeyDown}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}
    >
      {showButtons && (
        <IconButton
          aria-controls={slidesId}
          aria-label={labels.previous}
          onClick={previous}
          size="small"
          sx={buttonSx}
        >
          <Chevron direction="left" />
        </IconButton>
      )}
      <Box
        id={slidesId}
        aria-live="polite"
        sx={{ display: 'flex', gap: 2, flexGrow: 1, minWidth: 0, alignItems: 'stretch' }}
      >
        {byCss
          ? pagedNarrow && position(perViewNarrow, displayAt(true, false, 'block'))
          : paged && position(perView)}
        {byCss && pagedWide && position(perViewWide, displayAt(false, true, 'block'))}
        {items.map((item, index) => {
          const visible = index >= first && index < first + perView;
          const sx = byCss
            ? {
                display: displayAt(index < perViewNarrow, index < perViewWide, 'flex'),
                flex: { xs: basis(perViewNarrow), sm: basis(perViewWide) },
              }
            : { display: visible ? 'flex' : 'none', flex: basis(perView) };
          return (
            <Box
              key={itemKey(item)}
              role="group"
              aria-roledescription="slide"
              aria-label={labels.slide(index + 1, total)}
              sx={{ ...sx, minWidth: 0 }}
            >
              {renderItem(item)}
            </Box>
          );
        })}
      </Box>
      {showButtons && (
        <IconButton
          aria-controls={slidesId}
          aria-label={labels.next}
          onClick={next}
          size="small"
          sx={buttonSx}
        >
          <Chevron direction="right" />
        </IconButton>
      )}
    </Box>
  );
}
