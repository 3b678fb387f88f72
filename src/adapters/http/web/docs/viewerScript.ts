// The contract viewer's init script, inline under the page's CSP nonce. spec 5.2.6: it cannot try
// requests: no submit method, no "Try it out", no Authorize or lock buttons (the page's CSP also
// refuses every connection, so not even a script could send one).
export const VIEWER_SCRIPT = `
(function () {
  'use strict';
  var spec = JSON.parse(document.getElementById('openapi-document').textContent);
  function nothing() { return null; }
  function withoutAuthorization() {
    return {
      wrapComponents: {
        authorizeBtn: function () { return nothing; },
        authorizeOperationBtn: function () { return nothing; },
        TryItOutButton: function () { return nothing; }
      }
    };
  }
  window.ui = SwaggerUIBundle({
    spec: spec,
    dom_id: '#swagger-ui',
    deepLinking: true,
    validatorUrl: null,
    supportedSubmitMethods: [],
    tryItOutEnabled: false,
    presets: [SwaggerUIBundle.presets.apis],
    plugins: [withoutAuthorization],
    layout: 'BaseLayout'
  });
})();
`;
