import { describe, expect, it } from 'vitest';
import { readCertificateQr } from '../../../test/certificate-readers.ts';
import { longDate, renderCertificateSvg } from './certificate-svg.ts';

const drawing = {
  organisation: 'Aula Demo University',
  learnerName: 'Asha <Mensah> & "Co"',
  programTitle: 'Certificate in Digital Health',
  issuedOn: '2026-02-20',
  certno: 'AULADEMO-2026-7KQ3M9XD',
  verifyUrl: 'https://aula.demo/verify/AULADEMO-2026-7KQ3M9XD',
};

describe('renderCertificateSvg', () => {
  it('writes names as text, never as markup', () => {
    const svg = renderCertificateSvg(drawing);
    expect(svg).toContain('Asha &#60;Mensah&#62; &#38; &#34;Co&#34;');
    expect(svg).not.toContain('<Mensah>');
  });

  it('states the date in words, the number, and the verification address', () => {
    const svg = renderCertificateSvg(drawing);
    expect(longDate('2026-02-20')).toBe('20 February 2026');
    expect(svg).toContain('on 20 February 2026');
    expect(svg).toContain(drawing.certno);
    expect(svg).toContain(drawing.verifyUrl);
  });

  it('has the certificate size, and leaves the logo out when there is none', () => {
    const svg = renderCertificateSvg(drawing);
    expect(svg).toMatch(/^<svg [^>]*width="1600" height="1131"/);
    expect(svg).not.toContain('<image');
    expect(renderCertificateSvg({ ...drawing, logo: 'data:image/png;base64,AAAA' })).toContain(
      '<image href="data:image/png;base64,AAAA"',
    );
  });

  it('prints a QR code that a reader decodes to the verification address', () => {
    expect(readCertificateQr(renderCertificateSvg(drawing))).toBe(drawing.verifyUrl);
    // A longer address (a long public host name) needs a larger code and still reads back.
    const longUrl = `https://learning-portal.faculty-of-health-sciences.example.edu/verify/${drawing.certno}`;
    expect(readCertificateQr(renderCertificateSvg({ ...drawing, verifyUrl: longUrl }))).toBe(longUrl);
  });
});
