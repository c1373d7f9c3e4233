import type { ReferenceItem } from '@aula/contract/course';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ViewedFile } from '../../../components/media-viewer/media-file.ts';

/**
 * The file of a reference or course video, as the viewer shows it (its address on the content origin,
 * signed for the learner, ADR 0095); undefined for a link only.
 */
function viewedFile(item: ReferenceItem): ViewedFile | undefined {
  if (!item.otype || !item.ourl) return undefined;
  return { title: item.title, kind: item.otype, src: item.ourl };
}

/** An item's key among its list's: what it holds, as titles may repeat. */
export function attachmentKey(item: ReferenceItem): string {
  return [item.title, item.ourl ?? '', item.link ?? ''].join('\n');
}

/** An item's title: a button that opens its file in the viewer, or plain text when it has none. */
export function AttachmentTitle({
  item,
  onOpen,
}: {
  item: ReferenceItem;
  onOpen: (file: ViewedFile) => void;
}) {
  const file = viewedFile(item);
  if (!file) return <Typography variant="body2">{item.title}</Typography>;
  return (
    <Button
      variant="text"
      onClick={() => onOpen(file)}
      sx={{
        textTransform: 'none',
        textAlign: 'left',
        justifyContent: 'flex-start',
        px: 0.5,
        overflowWrap: 'anywhere',
      }}
    >
      {item.title}
    </Button>
  );
}
