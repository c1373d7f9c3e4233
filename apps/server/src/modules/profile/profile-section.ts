import { BundleProfiles } from '@aula/contract/content-bundle-account';
import type { ProfileFileKind } from '@aula/contract/profile';
import { and, eq } from 'drizzle-orm';
import { profileFiles, profiles } from '../../db/schema/account.ts';
import { defineSection, requireAccount } from '../content/index.ts';
import { storeBundleAccountFile } from '../uploads/index.ts';

/**
 * profiles.json: learners' filled profiles with their photo and documents, copied from the bundle's
 * `private/` folder under the owner's private keys. Importing again replaces a profile's fields and files.
 */
export const profileSection = defineSection({
  file: 'profiles.json',
  schema: BundleProfiles,
  async load(context, list) {
    const { db, oid, now } = context;
    for (const [index, profile] of list.entries()) {
      const eid = profile.eid.toLowerCase();
      await requireAccount(context, eid, [index, 'eid']);
      const row = {
        uname: profile.uname,
        lastname: profile.lastname,
        cno: profile.cno,
        countryCode: profile.countryCode,
        address: profile.address,
        dob: profile.dob,
        passportNo: profile.passportNo,
        otherGovId: profile.otherGovId,
        highestDegree: profile.highestDegree,
        workExperience: profile.workExperience,
        updatedAt: now,
      };
      await db
        .insert(profiles)
        .values({ oid, eid, ...row })
        .onConflictDoUpdate({ target: [profiles.oid, profiles.eid], set: row });
      await db.delete(profileFiles).where(and(eq(profileFiles.oid, oid), eq(profileFiles.eid, eid)));
      const lists: Array<[ProfileFileKind, Array<{ name: string; file: string }>, string]> = [
        ['photo', [profile.photo], 'photo'],
        ['document', profile.documents, 'documents'],
        ['certificate', profile.certificates, 'certificates'],
        ['markscard', profile.marksCards, 'marksCards'],
      ];
      for (const [kind, files, field] of lists) {
        for (const [position, file] of files.entries()) {
          const stored = await storeBundleAccountFile(
            context,
            file,
            kind === 'photo' ? 'profiledetails' : 'profiledocs',
            `orgs/${oid}/private/profiles/${eid}/${kind}/${file.name}`,
            kind === 'photo' ? [index, field] : [index, field, position],
          );
          await db
            .insert(profileFiles)
            .values({ oid, eid, kind, storedName: file.name, position, ...stored })
            .onConflictDoNothing();
        }
      }
    }
    return list.length;
  },
});
