import { useState } from 'react';
import { fetchPrivateFile, saveBlob } from '../../../lib/private-file.ts';
import type { Certificate } from '../api/get-certificates.ts';

/** The server renders both; the PNG is saved under the name the spec gives (spec 1 §9). */
export type CertificateFormat = 'png' | 'pdf';

const fileNames: Record<CertificateFormat, string> = { png: 'certificate.png', pdf: 'certificate.pdf' };

/** Saves a certificate's PNG or PDF as the server rendered it; a failure is logged and said beside the list. */
export function useCertificateDownload() {
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  async function download(certificate: Certificate, format: CertificateFormat) {
    setBusy(certificate.certno);
    setFailed(false);
    try {
      const url = format === 'png' ? certificate.cerurl : certificate.pdfUrl;
      saveBlob(await fetchPrivateFile(url), fileNames[format]);
    } catch (error) {
      console.error('The certificate could not be downloaded', error);
      setFailed(true);
    } finally {
      setBusy(null);
    }
  }
  return {
    download: (certificate: Certificate, format: CertificateFormat) => void download(certificate, format),
    busy,
    failed,
    dismiss: () => setFailed(false),
  };
}
