/** Removes every service worker registered for this origin (an earlier portal's, if any). */
export function unregisterServiceWorkers(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .getRegistrations()
    .then((registrations) => Promise.all(registrations.map((registration) => registration.unregister())))
    .catch(() => {
      // Some browsers refuse access (private windows); there is nothing to remove there.
    });
}
