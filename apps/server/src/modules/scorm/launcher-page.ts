import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { scormLauncherFragment, scormLauncherPath } from '@aula/contract/scorm';

export { scormLauncherPath };

/** The launcher's script, beside its page on the content origin. */
export const launcherScriptPath = '/scorm-runtime/launcher.js';

/**
 * Where unpacking once added a script to every page of a package (ADR 0035, before ADR 0086). Pages
 * unpacked then still ask for it; it answers a script that does nothing, so they find the launcher's API.
 */
export const retiredRuntimeScriptPath = '/scorm-runtime/api.js';

export const retiredRuntimeScript =
  "/* Aula: the SCORM API is the launcher page's (ADR 0086); this page finds it in its parent. */\n";

/**
 * The launcher page: a frame filling the page, and the script that fills it. It has no text of its own:
 * the frame's title is the package's, given by the player.
 */
export const launcherPage = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>SCORM</title>
<style>html,body{margin:0;height:100%;overflow:hidden}iframe{display:block;border:0;width:100%;height:100%}</style>
<script src="${launcherScriptPath}"></script>
</head>
<body></body>
</html>
`;

/**
 * Runs in the launcher (after scorm-again's CrossFrameAPI defines the class). The player puts in the
 * fragment the package's version, the SCO's signed address, the frame's title and the CMI data the API
 * starts with; the fragment is read once and removed (it is never sent to a server). The API answers
 * the SCO's synchronous calls from its cache, filled with that data before the SCO loads, and relays
 * every call to the player (the parent window, the portal's origin only; it takes answers only from
 * that window and origin). It is defined non-writable and non-configurable under the name of the
 * package's version, so a package can neither replace nor delete it. Only a SCO on the content origin's
 * signed addresses is framed.
 */
const installer = (portalOrigin: string) => `
(function () {
  var marker = ${JSON.stringify(scormLauncherFragment)};
  var hash = window.location.hash;
  history.replaceState(null, '', window.location.pathname);
  var launch = null;
  try {
    if (hash.indexOf(marker) === 0) launch = JSON.parse(decodeURIComponent(hash.slice(marker.length)));
  } catch (error) {}
  var sco = launch && typeof launch.sco === 'string' ? new URL(launch.sco, window.location.href) : null;
  if (
    window.parent === window ||
    !launch || (launch.version !== '1.2' && launch.version !== '2004') ||
    typeof launch.title !== 'string' || typeof launch.cmi !== 'object' || launch.cmi === null ||
    !sco || sco.origin !== window.location.origin || sco.pathname.indexOf('/content/') !== 0
  ) {
    console.error('Aula: this launcher opens only a SCORM package the course player names.');
    return;
  }
  var api = new window.CrossFrameAPI(${JSON.stringify(portalOrigin)}, window.parent);
  Object.keys(launch.cmi).forEach(function (key) {
    api._cache.set(key, String(launch.cmi[key]));
  });
  Object.defineProperty(window, launch.version === '1.2' ? 'API' : 'API_1484_11', {
    value: api,
    writable: false,
    configurable: false,
    enumerable: true,
  });
  function start() {
    var frame = document.createElement('iframe');
    frame.title = launch.title;
    frame.src = sco.href;
    document.body.appendChild(frame);
  }
  if (document.body) start();
  else document.addEventListener('DOMContentLoaded', start);
})();
`;

let library: string | undefined;

/**
 * scorm-again's cross-frame client (from the installed package, read once) and the installer, which
 * talks only to the portal's origin.
 */
export function launcherScript(portalOrigin: string): string {
  if (library === undefined) {
    const require = createRequire(import.meta.url);
    library = readFileSync(require.resolve('scorm-again/cross-frame-api/min'), 'utf8').replace(
      /\/\/# sourceMappingURL=.*$/m,
      '',
    );
  }
  return `${library}\n${installer(portalOrigin)}`;
}
