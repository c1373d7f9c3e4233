/*
 * The file announcement types staff post (issue 24 item 6, ADR 0077): the kinds each accepts, by the
 * file's name and, on the server, by its bytes, and the largest file of each. `html` and
 * `Interactivity` are not here: they run scripts and stay with the content bundle (issue 21's content
 * origin).
 */

export const staffFileAnnouncementTypes = ['image', 'pdf', 'video', 'audio', 'file'] as const;
export type StaffFileAnnouncementType = (typeof staffFileAnnouncementTypes)[number];

/** Each kind's media type, as the detector names it (the file is sent, stored and served as this). */
export const announcementFileMediaTypes = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  m4a: 'audio/x-m4a',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  zip: 'application/zip',
} as const;
export type AnnouncementFileKind = keyof typeof announcementFileMediaTypes;

const megabyte = 1024 * 1024;

/** What each file type accepts: its kinds and its largest file. */
export const announcementFileRules: Record<
  StaffFileAnnouncementType,
  { kinds: readonly AnnouncementFileKind[]; maxBytes: number }
> = {
  image: { kinds: ['png', 'jpg', 'jpeg', 'webp', 'gif'], maxBytes: 10 * megabyte },
  pdf: { kinds: ['pdf'], maxBytes: 25 * megabyte },
  video: { kinds: ['mp4', 'webm'], maxBytes: 250 * megabyte },
  audio: { kinds: ['mp3', 'm4a', 'ogg', 'wav'], maxBytes: 50 * megabyte },
  file: { kinds: ['pdf', 'docx', 'xlsx', 'pptx', 'zip'], maxBytes: 25 * megabyte },
};

/** The kind a file's name says, if the type accepts it. */
export function announcementFileKindOf(
  type: StaffFileAnnouncementType,
  filename: string,
): AnnouncementFileKind | null {
  const extension = filename.split('.').at(-1)?.toLowerCase() ?? '';
  const kinds: readonly string[] = announcementFileRules[type].kinds;
  return filename.includes('.') && kinds.includes(extension) ? (extension as AnnouncementFileKind) : null;
}

/** "an image announcement", "a pdf announcement": the type as messages name it. */
export function typeAnnouncement(type: StaffFileAnnouncementType): string {
  return `${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type} announcement`;
}

/** "png, jpg or gif": a type's kinds as messages list them. */
function kindList(type: StaffFileAnnouncementType): string {
  const kinds = announcementFileRules[type].kinds;
  return kinds.length === 1 ? (kinds[0] ?? '') : `${kinds.slice(0, -1).join(', ')} or ${kinds.at(-1)}`;
}

/** What is wrong with a file for the type, by its name and size, in words for staff; null if it fits. */
export function announcementFileProblem(
  type: StaffFileAnnouncementType,
  file: { name: string; size: number },
): string | null {
  const rules = announcementFileRules[type];
  if (announcementFileKindOf(type, file.name) === null) {
    const named = typeAnnouncement(type);
    return `${named.charAt(0).toUpperCase()}${named.slice(1)} takes a ${kindList(type)} file.`;
  }
  if (file.size < 1) return 'The file is empty.';
  if (file.size > rules.maxBytes) {
    return `The file is too large: ${typeAnnouncement(type)} takes at most ${rules.maxBytes / megabyte} MB.`;
  }
  return null;
}
