import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Runs in each page of a package (after scorm-again's CrossFrameAPI defines the class): the SCO's API
 * in its own window, posting to the player (the top window, the portal's origin only, ADR 0083). CrossFrameAPI
 * answers the SCO's synchronous calls from a cache it fills after each call. So that a resumed SCO reads
 * its stored location and suspend data right after Initialize, the cache is filled before the SCO's
 * own scripts run: from the launch address's fragment, where the player puts the CMI data (removed at
 * once, so the package sees an address of its own), and by message for any later page.
 */
const installer = (portalOrigin: string) => `
(function () {
  var api = new window.CrossFrameAPI(${JSON.stringify(portalOrigin)}, window.top);
  window.API = api;
  window.API_1484_11 = api;
  var marker = '#aula-scorm-cmi=';
  if (window.location.hash.indexOf(marker) === 0) {
    try {
      var data = JSON.parse(decodeURIComponent(window.location.hash.slice(marker.length)));
      Object.keys(data).forEach(function (key) {
        api._cache.set(key, String(data[key]));
      });
    } catch (error) {}
    window.location.replace('#');
  }
  api._post('getFlattenedCMI', []).then(function (all) {
    if (!all || typeof all !== 'object') return;
    Object.keys(all).forEach(function (key) {
      if (!api._cacheTimestamps.has(key)) api._cache.set(key, String(all[key]));
    });
  }, function () {});
})();
`;

let library: string | undefined;

/**
 * scorm-again's cross-frame client (from the installed package, read once) and the installer, which
 * posts only to the portal's origin.
 */
export function runtimeScript(portalOrigin: string): string {
  if (library === undefined) {
    const require = createRequire(import.meta.url);
    library = readFileSync(require.resolve('scorm-again/cross-frame-api/min'), 'utf8').replace(
      /\/\/# sourceMappingURL=.*$/m,
      '',
    );
  }
  return `${library}\n${installer(portalOrigin)}`;
}
