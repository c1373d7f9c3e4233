import type { ProfileFields, ProfileFileKind, UserProfile } from '@aula/contract/profile';
import { and, eq } from 'drizzle-orm';
import { profiles } from '../../db/schema/account.ts';
import { users } from '../../db/schema/auth.ts';
import type { AppServices } from '../../platform/app-services.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { deleteStoredFiles } from '../uploads/index.ts';
import { getUserProfile } from './get-user-profile.ts';
import { syncProfileFiles } from './sync-profile-files.ts';

/**
 * Saves the learner's profile (already checked by the contract, in the spec's order) and its files,
 * and gives the account the profile's name, so the header shows it at once.
 */
export async function updateUserProfile(
  services: Pick<AppServices, 'db' | 'files' | 'clock'>,
  user: SessionUser,
  fields: ProfileFields,
): Promise<UserProfile> {
  const { db, files, clock } = services;
  // All or nothing: a file refused halfway through leaves the profile as it was.
  const gone = await db.transaction(async (tx) => {
    const within = { db: tx, files, clock };
    const lists: Array<[ProfileFileKind, readonly string[], string]> = [
      ['photo', [fields.profilepicname], 'profilepicname'],
      ['document', fields.docname, 'docname'],
      ['certificate', fields.certificates, 'certificates'],
      ['markscard', fields.markscards, 'markscards'],
    ];
    const keys: string[] = [];
    for (const [kind, names, field] of lists) {
      keys.push(...(await syncProfileFiles(within, user, kind, names, field)));
    }
    const row = {
      uname: fields.uname,
      lastname: fields.lstname,
      cno: fields.cno,
      countryCode: fields.councode,
      address: fields.ads,
      dob: fields.dob,
      passportNo: fields.passportno,
      otherGovId: fields.othergovid,
      highestDegree: fields.highdeg,
      workExperience: fields.workexp,
      updatedAt: clock.now(),
    };
    await tx
      .insert(profiles)
      .values({ oid: user.oid, eid: user.eid, ...row })
      .onConflictDoUpdate({ target: [profiles.oid, profiles.eid], set: row });
    await tx
      .update(users)
      .set({ name: [fields.uname, fields.lstname].filter(Boolean).join(' ') })
      .where(and(eq(users.oid, user.oid), eq(users.eid, user.eid)));
    return keys;
  });
  await deleteStoredFiles({ db, files }, gone);
  return getUserProfile(db, user);
}
