import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Runs in each page of a package (after scorm-again's CrossFrameAPI defines the class): the SCO's API
 * in its own window, posting to the player (the top window, the portal's origin only). CrossFrameAPI
 * answers the SCO's synchronous calls from a cache it fills after each call; the cache is filled here
 * at once, before the SCO's own scripts run, so that a resumed SCO reads its stored location and
 * suspend data right after Initialize.
 */
const installer = `
(function () {
  var api = new window.CrossFrameAPI(window.location.origin, window.top);
  window.API = api;
  window.API_1484_11 = api;
  api._post('getFlattenedCMI', []).then(function (all) {
    if (!all || typeof all !== 'object') return;
    Object.keys(all).forEach(function (key) {
      if (!api._cacheTimestamps.has(key)) api._cache.set(key, String(all[key]));
    });
  }, function () {});
})();
`;

let script: string | undefined;

/** scorm-again's cross-frame client (from the installed package) and the installer, read once. */
export function runtimeScript(): string {
  if (script === undefined) {
    const require = createRequire(import.meta.url);
    const library = readFileSync(require.resolve('scorm-again/cross-frame-api/min'), 'utf8').replace(
      /\/\/# sourceMappingURL=.*$/m,
      '',
    );
    script = `${library}\n${installer}`;
  }
  return script;
}
