import { statusOf } from '../../../../errors/errorMap';

/** The statuses that mean "logged out": the page sends the browser to log in. */
const LOGGED_OUT = [statusOf('authentication_required'), statusOf('account_inactive')];

// The token page's script, served inline under the page's CSP nonce. It talks to the management
// endpoints with the session cookie (same origin) and writes every value with textContent.
export const TOKEN_PAGE_SCRIPT = `
(function () {
  'use strict';
  function byId(id) { return document.getElementById(id); }
  var main = document.getElementById('tokens');
  var companyId = main.getAttribute('data-company-id');
  var message = document.getElementById('message');
  var tbody = document.querySelector('#token-table tbody');
  var panel = document.getElementById('secret-panel');
  var secretValue = document.getElementById('secret-value');
  var copyStatus = document.getElementById('copy-status');
  var dialog = document.getElementById('modify-dialog');
  var modifyForm = document.getElementById('modify-form');
  var createForm = document.getElementById('create-form');
  var editing = null;
  var PERMISSIONS = { read: 'Read', read_write_events: 'Read + write events' };
  var LOGGED_OUT = ${JSON.stringify(LOGGED_OUT)};

  function show(text) {
    message.textContent = text || '';
    message.hidden = !text;
  }

  function shownInstant(iso) {
    return iso ? iso.slice(0, 16).replace('T', ' ') + ' UTC' : 'never';
  }

  function failure(body, status) {
    var text = (body && body.error) || 'The request failed (' + status + ').';
    if (body && body.errors) {
      text += ' ' + Object.keys(body.errors).map(function (k) { return body.errors[k]; }).join('; ');
    }
    return text;
  }

  function send(method, url, payload) {
    var init = { method: method, credentials: 'same-origin', headers: { Accept: 'application/json' } };
    if (payload !== undefined) {
      init.headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(payload);
    }
    return fetch(url, init).then(function (response) {
      return response.text().then(function (text) {
        var body = null;
        try { body = text ? JSON.parse(text) : null; } catch (e) { body = null; }
        if (LOGGED_OUT.indexOf(response.status) !== -1) {
          location.assign('/login?next=' + encodeURIComponent(location.pathname + location.search));
        }
        if (!response.ok) throw new Error(failure(body, response.status));
        return body;
      });
    });
  }

  function cell(row, text, className) {
    var td = document.createElement('td');
    td.className = className;
    td.textContent = text;
    row.appendChild(td);
    return td;
  }

  function button(text, className) {
    var b = document.createElement('button');
    b.type = 'button';
    b.className = className;
    b.textContent = text;
    return b;
  }

  function renderRow(token) {
    var row = document.createElement('tr');
    row.setAttribute('data-token-id', token.id);
    row.setAttribute('data-name', token.name);
    row.setAttribute('data-permission', token.permission);
    row.setAttribute('data-sports', token.sports.join(','));
    row.setAttribute('data-status', token.status);
    cell(row, token.name, 'name');
    var code = document.createElement('code');
    code.textContent = token.prefix + '\\u2026';
    cell(row, '', 'prefix').appendChild(code);
    cell(row, PERMISSIONS[token.permission] || token.permission, 'permission');
    cell(row, token.sports.join(', '), 'sports');
    cell(row, shownInstant(token.expiresAt), 'expires');
    cell(row, shownInstant(token.lastUsedAt), 'last-use');
    cell(row, token.creator.name, 'creator');
    cell(row, token.company.name, 'company');
    cell(row, token.status, 'status');
    var actions = cell(row, '', 'actions');
    if (token.status !== 'revoked') {
      actions.appendChild(button('Modify', 'modify'));
      actions.appendChild(document.createTextNode(' '));
      actions.appendChild(button('Revoke', 'revoke'));
    }
    return row;
  }

  function checkedSports(form) {
    return Array.prototype.map.call(form.querySelectorAll('input[name=sports]:checked'), function (i) {
      return i.value;
    });
  }

  function hideSecret() {
    secretValue.value = '';
    copyStatus.textContent = '';
    panel.hidden = true;
  }

  createForm.addEventListener('submit', function (event) {
    event.preventDefault();
    show('');
    send('POST', '/api/account/tokens', {
      companyId: companyId,
      name: byId('create-name').value,
      permission: byId('create-permission').value,
      sports: checkedSports(createForm),
      durationDays: Number(byId('create-duration').value)
    }).then(function (body) {
      var empty = tbody.querySelector('tr.empty');
      if (empty) empty.remove();
      tbody.insertBefore(renderRow(body.data.token), tbody.firstChild);
      secretValue.value = body.data.secret;
      copyStatus.textContent = '';
      panel.hidden = false;
      secretValue.focus();
      secretValue.select();
      createForm.reset();
    }).catch(function (error) { show(error.message); });
  });

  document.getElementById('copy-secret').addEventListener('click', function () {
    var copied = navigator.clipboard && window.isSecureContext
      ? navigator.clipboard.writeText(secretValue.value)
      : Promise.reject(new Error('no clipboard'));
    copied.catch(function () {
      secretValue.select();
      if (!document.execCommand('copy')) throw new Error('copy refused');
    }).then(function () {
      copyStatus.textContent = 'Copied.';
    }, function () {
      copyStatus.textContent = 'Select the secret and copy it by hand.';
    });
  });

  document.getElementById('secret-done').addEventListener('click', hideSecret);

  tbody.addEventListener('click', function (event) {
    var target = event.target;
    if (!(target instanceof HTMLButtonElement)) return;
    var row = target.closest('tr');
    var id = row.getAttribute('data-token-id');
    var name = row.getAttribute('data-name');
    if (target.classList.contains('revoke')) {
      show('');
      var question = 'Revoke the token "' + name + '"? Integrations using it are refused at once. ' +
        'A revoked token cannot be reactivated.';
      if (!window.confirm(question)) return;
      send('POST', '/api/account/tokens/' + encodeURIComponent(id) + '/revoke').then(function (body) {
        row.replaceWith(renderRow(body.data));
      }).catch(function (error) { show(error.message); });
    } else if (target.classList.contains('modify')) {
      show('');
      editing = row;
      byId('modify-name').value = name;
      byId('modify-permission').value = row.getAttribute('data-permission');
      var sports = row.getAttribute('data-sports').split(',');
      Array.prototype.forEach.call(modifyForm.querySelectorAll('input[name=sports]'), function (i) {
        i.checked = sports.indexOf(i.value) >= 0;
      });
      byId('modify-expiry').value = 'keep';
      dialog.showModal();
    }
  });

  modifyForm.addEventListener('submit', function (event) {
    event.preventDefault();
    var row = editing;
    var duration = byId('modify-expiry').value;
    send('PATCH', '/api/account/tokens/' + encodeURIComponent(row.getAttribute('data-token-id')), {
      name: byId('modify-name').value,
      permission: byId('modify-permission').value,
      sports: checkedSports(modifyForm),
      expiry: duration === 'keep' ? 'keep' : { durationDays: Number(duration) }
    }).then(function (body) {
      row.replaceWith(renderRow(body.data));
      dialog.close();
    }).catch(function (error) {
      dialog.close();
      show(error.message);
    });
  });

  document.getElementById('modify-cancel').addEventListener('click', function () { dialog.close(); });

  document.getElementById('logout').addEventListener('click', function () {
    send('DELETE', '/api/session').then(function () { location.assign('/login'); })
      .catch(function (error) { show(error.message); });
  });
})();
`;
