// The uploads module's entry: presigned uploads of the account area, and their claim by the modules
// that store them (profile, complaints).

export { storeBundleAccountFile } from './bundle-account-file.ts';
export { type ClaimedFile, claimAccountUpload } from './claim-account-upload.ts';
export { accountUploadRoutes } from './routes.ts';
