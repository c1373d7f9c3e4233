import { SharedObjectView } from '../../features/shared-object/components/shared-object-view.tsx';

/** /sharingobject (spec 3 §2, signed out): a shared learning object, full page. */
export function SharingObjectPage() {
  return <SharedObjectView />;
}
