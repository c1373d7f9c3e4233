import type { AppServices } from '../../platform/app-services.ts';
import type { SessionUser } from '../../platform/session-user.ts';

/**
 * Where a learner's accepted application document is stored: under their account id, never shared,
 * at a key no upload address is signed for (uploads go to a grant's own key, ADR 0062).
 */
export function applicationFileKey(
  user: Pick<SessionUser, 'oid' | 'userId'>,
  bpid: string,
  filename: string,
): string {
  return `orgs/${user.oid}/applications/${user.userId}/${bpid}/${filename}`;
}

/** Documents are viewable for an hour after the form loads (spec 3 §7: signed access for one hour). */
const documentUrlSeconds = 60 * 60;

/**
 * Short-lived addresses of the documents a form saved (the spec's ...url fields), by document, for
 * their owner: the wizard's and the university form's uploaddoc section, or the paper form.
 */
export async function documentUrlsOf<D extends string>(
  files: AppServices['files'],
  user: SessionUser,
  bpid: string,
  names: readonly D[],
  saved: Partial<Record<D, unknown>> | null | undefined,
): Promise<Partial<Record<D, string>>> {
  const urls: Partial<Record<D, string>> = {};
  for (const document of names) {
    const name = saved?.[document];
    if (typeof name !== 'string' || name === '') continue;
    urls[document] = await files.presignDownload(applicationFileKey(user, bpid, name), {
      expiresIn: documentUrlSeconds,
    });
  }
  return urls;
}
