import { sessionFileAddresses } from '../../platform/session-file-address.ts';

/**
 * The bundle downloads an admin asked for: `/files/bundle/<oid>` (the whole catalogue) or
 * `/files/bundle/<oid>/<pid>` (one programme), for the session that asked only.
 */
export const bundleAddresses = sessionFileAddresses<readonly string[]>({
  scheme: 'aula-bundle-export-v1',
  prefix: '/files/bundle/',
  what: 'export',
  reopen: 'export again from the Catalogue bundles page',
});

/** The name the browser saves the zip under. */
export function bundleFilename(oid: string, pid: string | undefined, at: Date): string {
  const day = at.toISOString().slice(0, 10);
  return `${[oid, pid, 'bundle', day].filter(Boolean).join('-')}.zip`;
}
