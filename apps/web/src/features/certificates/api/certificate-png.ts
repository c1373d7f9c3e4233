import { fetchPrivateFile } from '../../../lib/private-file.ts';

/** The name every certificate is saved under (spec 1 §9). */
export const certificateFileName = 'certificate.png';

function loadImage(address: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The certificate image could not be read.'));
    image.src = address;
  });
}

/**
 * The certificate as a PNG: its SVG image (served to its owner only) drawn on a canvas of the same
 * size. The SVG carries everything it shows (the logo as a data address), so the canvas stays clean.
 */
export async function certificatePng(cerurl: string): Promise<Blob> {
  const svg = await fetchPrivateFile(cerurl);
  const address = URL.createObjectURL(svg);
  try {
    const image = await loadImage(address);
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth || 1600;
    canvas.height = image.naturalHeight || 1131;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot draw the certificate.');
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) =>
          blob ? resolve(blob) : reject(new Error('The certificate could not be turned into a PNG.')),
        'image/png',
      ),
    );
  } finally {
    URL.revokeObjectURL(address);
  }
}
