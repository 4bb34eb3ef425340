/*
 * The Fivetran connect card's redirect page (server/modules/connections/callback-page.ts
 * renders it with the outcome in the body's data attributes). A static file, so the
 * Content-Security-Policy needs no inline script.
 *
 * Opened as the connect popup: tell the opener, addressed to this very origin (never
 * '*'), then close. Opened on its own: go to the connections screen with the outcome in
 * the URL fragment (#success=true&platform=... or #error=...&platform=...).
 */
(function () {
  'use strict';
  var data = document.body.dataset;
  var success = data.result === 'success';
  var origin = window.location.origin;
  var opener = null;
  try {
    opener = window.opener && !window.opener.closed ? window.opener : null;
  } catch {
    opener = null;
  }

  if (opener) {
    try {
      if (success) {
        opener.postMessage({ type: 'fivetran-success', connectorId: data.connectorId }, origin);
      } else {
        opener.postMessage(
          { type: 'fivetran-error', connectorId: data.connectorId || null, message: data.message },
          origin,
        );
      }
    } catch {
      // The opener is on another origin: nothing to tell it.
    }
    window.close();
    return;
  }

  var fragment = success
    ? 'success=true'
    : 'error=' + encodeURIComponent(data.message || 'Connection failed');
  if (data.platform) fragment += '&platform=' + encodeURIComponent(data.platform);
  window.location.replace('/connections#' + fragment);
})();
