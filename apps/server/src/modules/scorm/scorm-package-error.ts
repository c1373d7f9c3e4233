/** A SCORM zip that cannot be installed; the message names the problem for the author. */
export class ScormPackageError extends Error {
  override name = 'ScormPackageError';
}
