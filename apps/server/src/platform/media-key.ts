/** Where an organisation's media file lives in the file store; it is served at `/media/<oid>/<path>`. */
export function mediaKey(oid: string, path: string): string {
  return `orgs/${oid}/media/${path}`;
}

/** The media folder of the files staff upload for courses (ADR 0090): every file under it is a course's. */
export const courseFilesFolder = 'course-files/';

/** The media folder of the files staff upload for announcements: every file under it is an announcement's. */
export const announcementsFolder = 'announcements/';
