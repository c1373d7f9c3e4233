import { z } from 'zod';
import { StoredFileName } from './account-uploads.ts';
import { Eid, Id, limits } from './common.ts';
import { descriptionMaxLength } from './complaints.ts';
import { IsoDateTime, MediaPath } from './content-bundle.ts';
import { profileFilesMax } from './profile.ts';

/* profiles.json and complaints.json: learners' profiles and complaints, each an array. */

/** A file of the bundle's `private/` folder, stored under the name the learner sees. */
const BundleAccountFile = z.object({ name: StoredFileName, file: MediaPath }).strict();

const fileList = z.array(BundleAccountFile).max(profileFilesMax);

/** A learner's filled profile; the photo is a PNG or JPEG, the others PDFs, each within the spec's sizes. */
export const BundleProfile = z
  .object({
    eid: Eid,
    uname: z.string().min(1).max(limits.name),
    lastname: z.string().max(limits.name),
    cno: z.string().regex(/^[0-9]{4,15}$/),
    countryCode: z.string().regex(/^\+?[0-9]{1,4}$/),
    address: z.string().min(1).max(limits.shortText),
    dob: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    passportNo: z.string().min(1).max(40),
    otherGovId: z.string().max(40),
    highestDegree: z.string().min(1).max(limits.name),
    workExperience: z.string().min(1).max(limits.name),
    photo: BundleAccountFile,
    documents: fileList,
    certificates: fileList,
    marksCards: fileList,
  })
  .strict();
export const BundleProfiles = z.array(BundleProfile).max(limits.listItems);

/** A complaint a learner filed about a batch they are enrolled in; `complaintId` is the bundle's key. */
export const BundleComplaint = z
  .object({
    complaintId: Id,
    eid: Eid,
    bpid: Id,
    description: z.string().min(1).max(descriptionMaxLength),
    filedAt: IsoDateTime,
    file: BundleAccountFile.optional(),
  })
  .strict();
export const BundleComplaints = z.array(BundleComplaint).max(limits.listItems);
