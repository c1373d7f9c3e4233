import type { FieldPath } from '../bundle-error.ts';
import type { SectionContext } from '../section.ts';

/** Image options (answer types 4 and 5) show media files; each must be in the bundle. */
export function checkItemMedia(
  { media }: SectionContext,
  item: { iopts: ReadonlyArray<object> },
  path: FieldPath,
): void {
  item.iopts.forEach((option, index) => {
    if ('url' in option && typeof option.url === 'string')
      media(option.url, [...path, 'iopts', index, 'url']);
  });
}
