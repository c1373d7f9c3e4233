import { Secret, TOTP } from 'otpauth';

/* TOTP (RFC 6238) as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
const period = 30;
const digits = 6;
const algorithm = 'SHA1';

/** A new random secret of 20 bytes (RFC 4226's recommended length), in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// address an authenticator app reads from a QR code. */
export function otpauthUriOf(secret: string, issuer: string, label: string): string {
  return new TOTP({ issuer, label, secret: Secret.fromBase32(secret), algorithm, digits, period }).toString();
}

/**
 * The time step of `code` when it is the code of the step at `now` or of one step either side (a phone's
 * clock a little off); null when it matches none. The caller accepts it only once per step.
 */
export function matchingStep(secret: string, code: string, now: Date): number | null {
  const timestamp = now.getTime();
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secret),
    algorithm,
    digits,
    period,
    timestamp,
    window: 1,
  });
  return delta === null ? null : TOTP.counter({ period, timestamp }) + delta;
}
