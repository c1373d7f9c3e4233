// The uploads module's entry: single-use upload grants and their acceptance for every module that takes
// a learner's file (ADR 0062), the account area's presigned uploads, and their claim by the modules that
// store them (profile, complaints).

export { acceptImage, type ImageKind, type ImageRules } from './accept-image.ts';
export { acceptStaffUpload } from './accept-staff-upload.ts';
export { type AcceptedFile, acceptUpload } from './accept-upload.ts';
export { storeBundleAccountFile } from './bundle-account-file.ts';
export { type ClaimedFile, claimAccountUpload } from './claim-account-upload.ts';
export { deleteStoredFiles } from './delete-stored-files.ts';
export { type Grant, grantUpload } from './grant-upload.ts';
export { newStoredName } from './presign-account-upload.ts';
export { purgeStaleUploads } from './purge-stale-uploads.ts';
export { accountUploadRoutes } from './routes.ts';
export { uploadAddressesOf } from './upload-addresses.ts';
export { limitPerAccount } from './upload-rate.ts';
