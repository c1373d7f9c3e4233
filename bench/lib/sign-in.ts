import { Secret, TOTP } from 'otpauth';

/** `name=value` of each cookie an answer set, without its attributes. */
function cookiesOf(response: Response): string[] {
  return response.headers.getSetCookie().map((header) => header.split(';')[0] ?? '');
}

/** One API call, from the portal's own origin, as a signed-in device's (with `cookie`) or a visitor's. */
export function post(origin: string, operation: string, body: unknown, cookie?: string): Promise<Response> {
  return fetch(`${origin}/api/${operation}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

/** Signs a demo account in through the API, as the app does, and returns its session cookie. */
export async function sessionCookie(
  origin: string,
  account: { email: string; password: string },
): Promise<string> {
  const organisation = await post(origin, 'getOrganisation', {});
  if (!organisation.ok) throw new Error(`getOrganisation answered ${organisation.status}`);
  const { oid } = (await organisation.json()) as { oid: string };
  const signIn = await post(origin, 'auth/signIn', {
    oid,
    username: account.email,
    password: account.password,
  });
  if (!signIn.ok)
    throw new Error(`Signing ${account.email} in answered ${signIn.status}: ${await signIn.text()}`);
  const cookies = cookiesOf(signIn);
  if (cookies.length === 0) throw new Error(`Signing ${account.email} in set no cookie`);
  return cookies.join('; ');
}

/**
 * Signs a demo staff account in with both factors (its password, then the code its authenticator app
 * shows now) and returns the fully signed-in session's cookie.
 */
export async function staffSessionCookie(
  origin: string,
  account: { email: string; password: string; secret: string },
): Promise<string> {
  const halfSignedIn = await sessionCookie(origin, account);
  const code = new TOTP({ secret: Secret.fromBase32(account.secret) }).generate();
  const verified = await post(origin, 'staff/verifySecondFactor', { code }, halfSignedIn);
  if (!verified.ok)
    throw new Error(
      `The second factor of ${account.email} answered ${verified.status}: ${await verified.text()}`,
    );
  const cookies = cookiesOf(verified);
  return cookies.length > 0 ? cookies.join('; ') : halfSignedIn;
}
