/**
 * Opens the zip's address: the server answers it as an attachment, so the browser saves it as it
 * streams (never held in the page's memory) and the page stays where it is.
 */
export function startDownload(url: string): void {
  window.location.assign(url);
}
