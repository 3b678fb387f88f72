// The login page's script, served inline under the page's CSP nonce.
export const LOGIN_PAGE_SCRIPT = `
(function () {
  'use strict';
  var main = document.getElementById('login');
  var form = document.getElementById('login-form');
  var message = document.getElementById('message');
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    message.hidden = true;
    fetch('/api/session', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({
        email: document.getElementById('login-email').value,
        password: document.getElementById('login-password').value
      })
    }).then(function (response) {
      if (response.ok) {
        location.assign(main.getAttribute('data-next'));
        return;
      }
      return response.json().catch(function () { return null; }).then(function (body) {
        message.textContent = (body && body.error) || 'Login failed (' + response.status + ').';
        message.hidden = false;
      });
    }).catch(function () {
      message.textContent = 'The service cannot be reached.';
      message.hidden = false;
    });
  });
})();
`;
