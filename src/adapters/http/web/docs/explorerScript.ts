// The explorer's init script, inline under the page's CSP nonce. spec 5.2.6: trying a request
// needs a token even with an open session, so every request it sends omits the cookies; only the
// bearer token given to "Authorize" (kept in memory, never stored) authenticates it.
export const EXPLORER_SCRIPT = `
(function () {
  'use strict';
  var spec = JSON.parse(document.getElementById('openapi-document').textContent);
  window.ui = SwaggerUIBundle({
    spec: spec,
    dom_id: '#swagger-ui',
    deepLinking: true,
    validatorUrl: null,
    persistAuthorization: false,
    withCredentials: false,
    requestInterceptor: function (request) {
      request.credentials = 'omit';
      return request;
    },
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout'
  });
})();
`;
