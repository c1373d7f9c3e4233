import type { ScormVersion } from '@aula/contract/scorm';

/**
 * What the staff preview of an uploaded package (ADR 0090) gives the SCORM preview that runs it through
 * the launcher (ADR 0096). The SCORM player brings the component and the app layer passes it to the
 * staff screen, so neither feature imports the other.
 */
export interface ScormPreviewProps {
  version: ScormVersion;
  /** The SCO's launch page on the content origin, signed for the admin. */
  launchUrl: string;
  /** The CMI data the API starts from (browse mode, no credit). */
  cmi: Record<string, string>;
  /** The frame's title. */
  title: string;
}
