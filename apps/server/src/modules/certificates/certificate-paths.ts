/** Where a certificate's PNG image or PDF is served, to its owner only. */
export function certificateFilePath(certno: string, format: 'png' | 'pdf'): string {
  return `/files/certificate/${encodeURIComponent(certno)}.${format}`;
}

/** The public page that confirms a certificate; its address is printed on the certificate as a QR code. */
export function certificateVerifyUrl(baseUrl: string, certno: string): string {
  return `${baseUrl}/verify/${encodeURIComponent(certno)}`;
}
