/*
 * An API wrapper behaving as the ADL's public SCORM 1.2 sample (APIWrapper.js), written for Aula's tests:
 * the LMS's API is looked for in this window and its parents (at most 7 levels up), then in the
 * opener's, and each call is checked for errors as the sample does.
 */
var _Debug = false;
var _NoError = 0;
var _GeneralException = 101;
var _ServerBusy = 102;
var _InvalidArgumentError = 201;
var _ElementCannotHaveChildren = 202;
var _ElementIsNotAnArray = 203;
var _NotInitialized = 301;
var _NotImplementedError = 401;
var _InvalidSetValue = 402;
var _ElementIsReadOnly = 403;
var _ElementIsWriteOnly = 404;
var _IncorrectDataType = 405;

var apiHandle = null;
var API = null;
var findAPITries = 0;

function doLMSInitialize() {
  var api = getAPIHandle();
  if (api == null) {
    alert("Unable to locate the LMS's API Implementation.\nLMSInitialize was not successful.");
    return "false";
  }
  var result = api.LMSInitialize("");
  if (result.toString() != "true") {
    ErrorHandler();
  }
  return result.toString();
}

function doLMSFinish() {
  var api = getAPIHandle();
  if (api == null) {
    alert("Unable to locate the LMS's API Implementation.\nLMSFinish was not successful.");
    return "false";
  }
  var result = api.LMSFinish("");
  if (result.toString() != "true") {
    ErrorHandler();
  }
  return result.toString();
}

function doLMSGetValue(name) {
  var api = getAPIHandle();
  if (api == null) {
    alert("Unable to locate the LMS's API Implementation.\nLMSGetValue was not successful.");
    return "";
  }
  var value = api.LMSGetValue(name);
  var errCode = api.LMSGetLastError().toString();
  if (errCode != _NoError) {
    var errDescription = api.LMSGetErrorString(errCode);
    alert("LMSGetValue(" + name + ") failed. \n" + errDescription);
    return "";
  }
  return value.toString();
}

function doLMSSetValue(name, value) {
  var api = getAPIHandle();
  if (api == null) {
    alert("Unable to locate the LMS's API Implementation.\nLMSSetValue was not successful.");
    return;
  }
  var result = api.LMSSetValue(name, value);
  if (result.toString() != "true") {
    ErrorHandler();
  }
  return;
}

function doLMSCommit() {
  var api = getAPIHandle();
  if (api == null) {
    alert("Unable to locate the LMS's API Implementation.\nLMSCommit was not successful.");
    return "false";
  }
  var result = api.LMSCommit("");
  if (result != "true") {
    ErrorHandler();
  }
  return result.toString();
}

function doLMSGetLastError() {
  var api = getAPIHandle();
  if (api == null) {
    alert("Unable to locate the LMS's API Implementation.\nLMSGetLastError was not successful.");
    return _GeneralException;
  }
  return api.LMSGetLastError().toString();
}

function doLMSGetErrorString(errorCode) {
  var api = getAPIHandle();
  if (api == null) {
    alert("Unable to locate the LMS's API Implementation.\nLMSGetErrorString was not successful.");
  }
  return api.LMSGetErrorString(errorCode).toString();
}

function doLMSGetDiagnostic(errorCode) {
  var api = getAPIHandle();
  if (api == null) {
    alert("Unable to locate the LMS's API Implementation.\nLMSGetDiagnostic was not successful.");
  }
  return api.LMSGetDiagnostic(errorCode).toString();
}

function ErrorHandler() {
  var api = getAPIHandle();
  if (api == null) {
    alert("Unable to locate the LMS's API Implementation.\nCannot determine LMS error code.");
    return;
  }
  var errCode = api.LMSGetLastError().toString();
  if (errCode != _NoError) {
    var errDescription = api.LMSGetErrorString(errCode);
    if (_Debug == true) {
      errDescription += "\n";
      errDescription += api.LMSGetDiagnostic(null);
    }
    alert(errDescription);
  }
  return errCode;
}

function getAPIHandle() {
  if (apiHandle == null) {
    apiHandle = getAPI();
  }
  return apiHandle;
}

function findAPI(win) {
  while (win.API == null && win.parent != null && win.parent != win) {
    findAPITries++;
    if (findAPITries > 7) {
      alert("Error finding API -- too deeply nested.");
      return null;
    }
    win = win.parent;
  }
  return win.API;
}

function getAPI() {
  var theAPI = findAPI(window);
  if (theAPI == null && window.opener != null && typeof window.opener != "undefined") {
    theAPI = findAPI(window.opener);
  }
  if (theAPI == null) {
    alert("Unable to find an API adapter");
  }
  return theAPI;
}
