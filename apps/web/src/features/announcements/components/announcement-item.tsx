import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../../components/safe-html.tsx';
import { useUniversityTime } from '../../../lib/university-time.ts';
import type { Announcement } from '../api/announcements.ts';
import { announcementDate } from './announcement-date.ts';
import { type DialogMedia, MediaDialog } from './media-dialog.tsx';

export type HeadingLevel = 'h2' | 'h3' | 'h4';

type ViewKey = 'watchVideo' | 'listen' | 'viewImage' | 'viewPdf' | 'openPage';

/** What opens in the dialog for a type, and the button that opens it; null for types without media. */
function dialogMedia(announcement: Announcement): { media: DialogMedia; label: ViewKey } | null {
  const file = announcement.fileUrl ?? null;
  switch (announcement.type) {
    case 'video':
      return file ? { media: { kind: 'video', href: file }, label: 'watchVideo' } : null;
    case 'audio':
      return file ? { media: { kind: 'audio', href: file }, label: 'listen' } : null;
    case 'image':
      return file ? { media: { kind: 'image', href: file }, label: 'viewImage' } : null;
    case 'pdf':
      return file ? { media: { kind: 'pdf', href: file }, label: 'viewPdf' } : null;
    case 'html':
    case 'Interactivity':
      if (announcement.embeddedcode)
        return { media: { kind: 'code', html: announcement.embeddedcode }, label: 'openPage' };
      return announcement.pageUrl
        ? { media: { kind: 'page', href: announcement.pageUrl }, label: 'openPage' }
        : null;
    default:
      return null;
  }
}

/** The link of the types that lead elsewhere: a file to download, a web page, a video site. */
function TypeLink({ announcement }: { announcement: Announcement }) {
  const { t } = useTranslation('announcements');
  const { type, mfname, fileUrl, weburl, webtext } = announcement;
  if (type === 'file' && mfname && fileUrl) {
    return (
      <Link href={fileUrl} download>
        {t('download', { name: mfname.split('/').pop() })}
      </Link>
    );
  }
  if ((type === 'web' || type === 'youtube' || type === 'vimeo') && weburl && /^https?:\/\//i.test(weburl)) {
    let text = webtext ?? weburl;
    if (type === 'youtube') text = t('watchOnYoutube');
    if (type === 'vimeo') text = t('watchOnVimeo');
    return (
      <Link href={weburl} target="_blank" rel="noopener noreferrer">
        {text}
      </Link>
    );
  }
  return null;
}

/** One announcement of any type (spec 3 §2): title, DD/MM/YYYY date, description, and its content. */
export function AnnouncementItem({
  announcement,
  headingLevel,
}: {
  announcement: Announcement;
  headingLevel: HeadingLevel;
}) {
  const { t } = useTranslation('announcements');
  const zone = useUniversityTime();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const view = dialogMedia(announcement);
  return (
    <Box
      component="article"
      aria-labelledby={titleId}
      sx={{ py: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      <Typography
        id={titleId}
        component={headingLevel}
        variant="h3"
        sx={{ fontSize: '1.1rem', overflowWrap: 'anywhere' }}
      >
        {announcement.title}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
        <time dateTime={new Date(announcement.sdate * 1000).toISOString()}>
          {announcementDate(announcement.sdate, zone)}
        </time>
      </Typography>
      {announcement.description !== '' && (
        <SafeHtml
          html={announcement.description}
          sx={{ mt: 1, '& p': { my: 0.5 }, overflowWrap: 'anywhere' }}
        />
      )}
      <Box sx={{ mt: 1 }}>
        <TypeLink announcement={announcement} />
        {view && (
          <>
            <Button variant="outlined" size="small" onClick={() => setOpen(true)} aria-haspopup="dialog">
              {t(view.label)}
            </Button>
            <MediaDialog
              title={announcement.title}
              media={open ? view.media : null}
              onClose={() => setOpen(false)}
            />
          </>
        )}
      </Box>
    </Box>
  );
}
