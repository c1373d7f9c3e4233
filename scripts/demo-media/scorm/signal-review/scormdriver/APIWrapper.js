/*******************************************************************************
 ** The SCORM 2004 API wrapper in the shape of ADL's sample APIWrapper.js, as authoring tools ship it:
 ** FindAPI looks for API_1484_11 in the SCO's own window, then walks window.parent, then the opener's
 ** parents, and gives up after 500 windows. Nothing here knows which LMS runs it.
 *******************************************************************************/
var _Debug = false;
var apiHandle = null;
var findAPITries = 0;
var noAPIFound = 'false';

function findAPI(win) {
  while (win.API_1484_11 == null && win.parent != null && win.parent != win) {
    findAPITries++;
    if (findAPITries > 500) {
      alert('Error finding API -- too deeply nested.');
      return null;
    }
    win = win.parent;
  }
  return win.API_1484_11;
}

function getAPI() {
  var theAPI = findAPI(window);
  if (theAPI == null && window.opener != null && typeof window.opener != 'undefined') {
    theAPI = findAPI(window.opener);
  }
  if (theAPI == null) {
    noAPIFound = 'true';
  }
  return theAPI;
}

function getAPIHandle() {
  if (apiHandle == null && noAPIFound == 'false') {
    apiHandle = getAPI();
  }
  return apiHandle;
}

function initializeCommunication() {
  var api = getAPIHandle();
  if (api == null) return 'false';
  return String(api.Initialize(''));
}

function terminateCommunication() {
  var api = getAPIHandle();
  if (api == null) return 'false';
  return String(api.Terminate(''));
}

function retrieveDataValue(name) {
  var api = getAPIHandle();
  if (api == null) return '';
  return String(api.GetValue(name));
}

function storeDataValue(name, value) {
  var api = getAPIHandle();
  if (api == null) return 'false';
  return String(api.SetValue(name, String(value)));
}

function persistData() {
  var api = getAPIHandle();
  if (api == null) return 'false';
  return String(api.Commit(''));
}

/* The index of the objective the manifest declared with this id, or -1: "could not find objective". */
function findObjective(id) {
  var count = parseInt(retrieveDataValue('cmi.objectives._count'), 10) || 0;
  for (var i = 0; i < count; i++) {
    if (retrieveDataValue('cmi.objectives.' + i + '.id') == id) return i;
  }
  return -1;
}
