// The device's cookies as the app reads them: the browser's own, or, while the server prerenders a
// page (prerender.tsx), the cookies of the request it renders for. Cookies the app writes are those
// the server must know to draw the same page: the language (ADR 0028), the current programme (ADR 0097).

let requestCookies: Record<string, string | undefined> = {};

/** The value of the cookie `name`, decoded; undefined when there is none. */
export function cookieValue(name: string): string | undefined {
  if (typeof document === 'undefined') return requestCookies[name];
  const prefix = `${name}=`;
  const raw = document.cookie
    .split('; ')
    .find((entry) => entry.startsWith(prefix))
    ?.slice(prefix.length);
  if (raw === undefined) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/** Keeps `value` in the cookie `name` for a year, for this site's pages. */
export function saveCookie(name: string, value: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari before 18.4.
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=31536000; samesite=lax`;
}

/** Renders with `cookies` as the device's: the server's prerenderer, one render at a time. */
export async function withRequestCookies<T>(
  cookies: Record<string, string | undefined>,
  render: () => Promise<T>,
): Promise<T> {
  requestCookies = cookies;
  try {
    return await render();
  } finally {
    requestCookies = {};
  }
}
