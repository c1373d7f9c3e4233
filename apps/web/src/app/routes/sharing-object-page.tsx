import { SharedObjectView } from '../../features/shared-object/components/shared-object-view.tsx';

/** /sharingobject (spec 3 §2): a shared learning object, full page, signed out or in the signed-in frame. */
export function SharingObjectPage() {
  return <SharedObjectView />;
}
