/** Where an organisation's media file lives in the file store; it is served at `/media/<oid>/<path>`. */
export function mediaKey(oid: string, path: string): string {
  return `orgs/${oid}/media/${path}`;
}
