import type { ProfileFileKind } from '@aula/contract/profile';
import { and, eq, inArray } from 'drizzle-orm';
import { profileFiles } from '../../db/schema/account.ts';
import type { AppServices } from '../../platform/app-services.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { claimAccountUpload } from '../uploads/index.ts';

/**
 * Makes the learner's files of one kind exactly `names`, in that order: a name already theirs stays, a
 * new one is claimed from their own upload (its bytes checked), and a file left out loses its row; the
 * keys of those files are answered, for the caller to delete once its transaction is committed. Nobody can name another learner's file: only their own rows and uploads are looked at.
 */
export async function syncProfileFiles(
  services: Pick<AppServices, 'db' | 'files' | 'clock'>,
  user: SessionUser,
  kind: ProfileFileKind,
  names: readonly string[],
  field: string,
): Promise<string[]> {
  const { db } = services;
  const mine = and(
    eq(profileFiles.oid, user.oid),
    eq(profileFiles.eid, user.eid),
    eq(profileFiles.kind, kind),
  );
  const existing = await db.select().from(profileFiles).where(mine);
  const kept = new Set(existing.map((file) => file.storedName));
  const wanted = [...new Set(names)];
  for (const [position, storedName] of wanted.entries()) {
    if (kept.has(storedName)) {
      await db
        .update(profileFiles)
        .set({ position })
        .where(and(mine, eq(profileFiles.storedName, storedName)));
      continue;
    }
    const claimed = await claimAccountUpload(
      services,
      { oid: user.oid, eid: user.eid },
      { type: kind === 'photo' ? 'profiledetails' : 'profiledocs', storedName, field },
    );
    await db.insert(profileFiles).values({
      oid: user.oid,
      eid: user.eid,
      kind,
      storedName,
      fileKey: claimed.fileKey,
      contentType: claimed.contentType,
      position,
    });
  }
  const gone = existing.filter((file) => !wanted.includes(file.storedName));
  if (gone.length === 0) return [];
  await db.delete(profileFiles).where(
    and(
      mine,
      inArray(
        profileFiles.storedName,
        gone.map((file) => file.storedName),
      ),
    ),
  );
  return gone.map((file) => file.fileKey);
}
