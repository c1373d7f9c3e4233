import { useState } from 'react';
import { saveBlob } from '../../../lib/private-file.ts';
import { certificateFileName, certificatePng } from '../api/certificate-png.ts';
import type { Certificate } from '../api/get-certificates.ts';

/** Saves a certificate as certificate.png; a failure is logged and said beside the list. */
export function useCertificateDownload() {
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  async function download(certificate: Certificate) {
    setBusy(certificate.certno);
    setFailed(false);
    try {
      saveBlob(await certificatePng(certificate.cerurl), certificateFileName);
    } catch (error) {
      console.error('The certificate could not be downloaded', error);
      setFailed(true);
    } finally {
      setBusy(null);
    }
  }
  return {
    download: (certificate: Certificate) => void download(certificate),
    busy,
    failed,
    dismiss: () => setFailed(false),
  };
}
