/** Where a certificate's image is served, to its owner only. */
export function certificateImagePath(certno: string): string {
  return `/files/certificate/${encodeURIComponent(certno)}`;
}

/** The public page that confirms a certificate; its address is printed on the certificate as a QR code. */
export function certificateVerifyUrl(baseUrl: string, certno: string): string {
  return `${baseUrl}/verify/${encodeURIComponent(certno)}`;
}
