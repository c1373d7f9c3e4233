import type { ProfileFields, ProfileFileKind, UserProfile } from '@aula/contract/profile';
import { and, eq } from 'drizzle-orm';
import { profiles } from '../../db/schema/account.ts';
import { users } from '../../db/schema/auth.ts';
import type { AppServices } from '../../platform/app-services.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { announceAccountChanged } from '../auth/index.ts';
import { deleteStoredFiles } from '../uploads/index.ts';
import { getUserProfile } from './get-user-profile.ts';
import { accountNameOf, nameNeedsApproval, profileNamesOf, requestNameChange } from './name-change.ts';
import { syncProfileFiles } from './sync-profile-files.ts';

/**
 * Saves the learner's profile (already checked by the contract, in the spec's order) and its files,
 * and gives the account the profile's name, so the header shows it at once. Once the learner holds a
 * certificate or has submitted an application, a new name is kept as a request for the university to
 * approve instead: the account, the profile's names and every record keep the name they had.
 */
export async function updateUserProfile(
  services: Pick<AppServices, 'db' | 'files' | 'clock'>,
  user: SessionUser,
  fields: ProfileFields,
): Promise<UserProfile> {
  const { db, files, clock } = services;
  // All or nothing: a file refused halfway through leaves the profile as it was.
  const { gone, renamed } = await db.transaction(async (tx) => {
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
    const [account] = await tx
      .select({ name: users.name })
      .from(users)
      .where(and(eq(users.oid, user.oid), eq(users.eid, user.eid)));
    const currentName = account?.name ?? user.name;
    const requestedName = accountNameOf(fields.uname, fields.lstname);
    const held = requestedName !== currentName && (await nameNeedsApproval(tx, user));
    if (held) {
      await requestNameChange(tx, user, {
        currentName,
        uname: fields.uname,
        lastname: fields.lstname,
        now: clock.now(),
      });
    }
    const [saved] = held
      ? await tx
          .select({ uname: profiles.uname, lastname: profiles.lastname })
          .from(profiles)
          .where(and(eq(profiles.oid, user.oid), eq(profiles.eid, user.eid)))
      : [];
    const names = held
      ? (saved ?? profileNamesOf(currentName))
      : { uname: fields.uname, lastname: fields.lstname };
    const row = {
      ...names,
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
    if (!held) {
      await tx
        .update(users)
        .set({ name: requestedName })
        .where(and(eq(users.oid, user.oid), eq(users.eid, user.eid)));
    }
    return { gone: keys, renamed: !held && requestedName !== currentName };
  });
  // After the commit: the learner's sessions on every server carry the new name from their next call.
  if (renamed) await announceAccountChanged(db, user.userId);
  await deleteStoredFiles({ db, files }, gone);
  return getUserProfile(db, user);
}
