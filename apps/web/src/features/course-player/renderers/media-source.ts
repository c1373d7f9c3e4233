import type { ObjectRendererProps } from '../../../components/object-renderer.ts';
import { mediaHref } from '../../../lib/media.ts';
import { useOrganisation } from '../../../lib/organisation.ts';

/** The address of a media object's file (`ourl`) in the organisation's media; empty for other kinds. */
export function useMediaSource(object: ObjectRendererProps['object']): string {
  const { oid } = useOrganisation();
  return 'ourl' in object ? mediaHref(oid, object.ourl) : '';
}
