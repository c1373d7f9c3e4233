/** Signs a demo account in through the API, as the app does, and returns its session cookie. */
export async function sessionCookie(
  origin: string,
  account: { email: string; password: string },
): Promise<string> {
  const call = (operation: string, body: unknown) =>
    fetch(`${origin}/api/${operation}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify(body),
    });
  const organisation = await call('getOrganisation', {});
  if (!organisation.ok) throw new Error(`getOrganisation answered ${organisation.status}`);
  const { oid } = (await organisation.json()) as { oid: string };
  const signIn = await call('auth/signIn', { oid, username: account.email, password: account.password });
  if (!signIn.ok)
    throw new Error(`Signing ${account.email} in answered ${signIn.status}: ${await signIn.text()}`);
  // `name=value` of each cookie the answer set, without its attributes.
  const cookies = signIn.headers.getSetCookie().map((header) => header.split(';')[0] ?? '');
  if (cookies.length === 0) throw new Error(`Signing ${account.email} in set no cookie`);
  return cookies.join('; ');
}
