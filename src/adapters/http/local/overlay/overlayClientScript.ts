import { WS_CLOSE } from '../../../ws/local/closeCodes';
import { WS_PATH } from '../../../ws/local/DeskSocket';

/** Where the overlay keeps a key typed in its form, for this browser source only (sessionStorage). */
export const OVERLAY_KEY_STORAGE = 'match-desk-overlay-key';

/**
 * The overlay's DOM and socket part. It reads the key from the fragment (never sent to the server)
 * or sessionStorage, opens /api/v1/ws on its own origin, authenticates with the auth frame (a
 * browser cannot set headers), paints every `state` with textContent, drops the match on
 * `unavailable`, and reconnects with backoff and jitter, except after a fatal close code.
 * No backticks in here: this is a template literal.
 */
export const OVERLAY_CLIENT_SCRIPT = `
(function () {
  'use strict';
  var V = window.MatchDeskOverlay;
  var STORAGE = ${JSON.stringify(OVERLAY_KEY_STORAGE)};
  var WS_PATH = ${JSON.stringify(WS_PATH)};
  var TICK_MS = 200;
  var ASK_AFTER_MS = 1000;
  var ASK_KEY_CODES = ${JSON.stringify([WS_CLOSE.authenticationFailed, WS_CLOSE.authenticationTimeout])};
  var options = V.parseOptions(location.hash);
  function byId(id) { return document.getElementById(id); }
  var stage = byId('stage');
  var bug = byId('score-bug');
  var lower = byId('lower-third');
  var banner = byId('banner');
  var form = byId('key-form');
  var input = byId('key-input');
  var formMessage = byId('key-message');
  var BUG_FIELDS = ['home-name', 'away-name', 'home-score', 'away-score', 'clock', 'period'];
  var LOWER_FIELDS = ['scorer-label', 'scorer-name', 'scorer-minute', 'scorer-team'];

  var socket = null;
  var attempt = 0;
  var lastRev = 0;
  var heartbeatMs = 10000;
  var typedKey = '';
  var retryTimer = null;
  var watchdog = null;
  var ticker = null;
  var lowerTimer = null;
  var askTimer = null;
  /** The match on air: {contextKey, bug, receivedAt}. */
  var current = null;
  /** The scorers already seen for the match on air: {contextKey, ids}. */
  var known = null;
  /** The scorer on the lower third, as the view gives it (eventId, signature, texts), or null. */
  var shownScorer = null;

  function storedKey() {
    try { return sessionStorage.getItem(STORAGE) || ''; } catch (e) { return ''; }
  }

  function keyToUse() {
    return typedKey || options.key || storedKey();
  }

  function setText(id, text) {
    byId(id).textContent = text;
  }

  function setConnection(name) {
    stage.setAttribute('data-connection', name);
  }

  function showBanner(text, fatal) {
    banner.textContent = text;
    banner.className = fatal ? 'fatal' : '';
    banner.hidden = !options.banner || text === '';
  }

  function askKey(message) {
    formMessage.textContent = message;
    form.hidden = false;
  }

  function askForMissingKey() {
    askKey('Type the local API key of the desk (or add #key=... to the address).');
  }

  function hideLowerThird() {
    clearTimeout(lowerTimer);
    lower.hidden = true;
    shownScorer = null;
  }

  /** spec 3.3 / 6.1: after unavailable, the previous match's data is dropped. */
  function dropMatch() {
    current = null;
    known = null;
    clearInterval(ticker);
    ticker = null;
    hideLowerThird();
    bug.hidden = true;
    BUG_FIELDS.concat(LOWER_FIELDS).forEach(function (id) { setText(id, ''); });
    stage.removeAttribute('data-context');
  }

  function paintClock() {
    if (current) setText('clock', V.clockAt(current.bug, performance.now() - current.receivedAt));
  }

  function paintBug(view) {
    setText('home-name', view.home);
    setText('away-name', view.away);
    setText('home-score', view.homeScore === '' ? '-' : view.homeScore);
    setText('away-score', view.awayScore === '' ? '-' : view.awayScore);
    setText('period', view.period);
    bug.setAttribute('data-clock', view.ocrClock ? 'ocr' : view.ticking ? 'desk-running' : 'desk');
    paintClock();
    clearInterval(ticker);
    ticker = view.ticking ? setInterval(paintClock, TICK_MS) : null;
    bug.hidden = !options.scoreBug;
  }

  function showScorer(scorer) {
    shownScorer = scorer;
    setText('scorer-label', scorer.label);
    setText('scorer-name', scorer.name);
    setText('scorer-minute', scorer.minute);
    setText('scorer-team', scorer.team);
    lower.setAttribute('data-side', scorer.side);
    lower.hidden = false;
  }

  function paintLowerThird(state, contextKey) {
    var ids = V.scorerIds(state);
    var first = known === null || known.contextKey !== contextKey;
    var fresh = first ? null : V.newScorer(known.ids, state);
    known = { contextKey: contextKey, ids: ids };
    if (!options.lowerThird) return hideLowerThird();
    var last = V.lastScorer(state);
    if (options.lowerThirdSeconds === 0) return last ? showScorer(last) : hideLowerThird();
    if (fresh) {
      showScorer(fresh);
      clearTimeout(lowerTimer);
      lowerTimer = setTimeout(hideLowerThird, options.lowerThirdSeconds * 1000);
    } else if (shownScorer !== null) {
      // Still there (perhaps under its hosted id, a goal recorded offline read back): repainted.
      var now = V.shownNow(shownScorer, state);
      if (now) showScorer(now);
      else hideLowerThird();
    }
  }

  function onState(message) {
    if (typeof message.rev === 'number') {
      if (message.rev <= lastRev) return;
      lastRev = message.rev;
    }
    var state = message.state && typeof message.state === 'object' ? message.state : {};
    var contextKey = String(message.contextKey);
    if (current && current.contextKey !== contextKey) dropMatch();
    current = { contextKey: contextKey, bug: V.scoreBug(state, options.names), receivedAt: performance.now() };
    stage.setAttribute('data-context', contextKey);
    paintBug(current.bug);
    paintLowerThird(state, contextKey);
  }

  function onMessage(message) {
    switch (message.type) {
      case 'ready':
        attempt = 0;
        clearTimeout(askTimer);
        if (typeof message.heartbeatMs === 'number' && message.heartbeatMs > 0) heartbeatMs = message.heartbeatMs;
        setConnection('open');
        showBanner('', false);
        form.hidden = true;
        if (message.contextKey === null) dropMatch();
        return;
      case 'state':
        return onState(message);
      case 'unavailable':
        return dropMatch();
      default:
        return;
    }
  }

  /** No message (not even a heartbeat) for this long: the connection is dead without a close. */
  function armWatchdog(ws) {
    clearTimeout(watchdog);
    watchdog = setTimeout(function () {
      if (socket !== ws) return;
      socket = null;
      ws.close();
      lost(1006);
    }, heartbeatMs * 2 + 2000);
  }

  function lost(code) {
    clearTimeout(watchdog);
    clearTimeout(askTimer);
    var verdict = V.closeVerdict(code);
    if (verdict.fatal) {
      setConnection('stopped');
      dropMatch();
      showBanner(verdict.message, true);
      if (ASK_KEY_CODES.indexOf(code) !== -1) askKey(verdict.message);
      return;
    }
    setConnection('reconnecting');
    showBanner(verdict.message, false);
    clearTimeout(retryTimer);
    retryTimer = setTimeout(connect, V.reconnectDelay(attempt, Math.random(), code));
    attempt += 1;
  }

  function connect() {
    clearTimeout(retryTimer);
    var key = keyToUse();
    if (key !== '' && !V.isKey(key)) {
      setConnection('stopped');
      askKey('The key must be the local API key: 64 hexadecimal characters.');
      return;
    }
    clearTimeout(askTimer);
    // Unprotected, ready comes at once without a key: ask only when it does not.
    if (key === '') askTimer = setTimeout(askForMissingKey, ASK_AFTER_MS);
    lastRev = 0;
    setConnection('connecting');
    var scheme = location.protocol === 'https:' ? 'wss://' : 'ws://';
    var ws;
    try {
      ws = new WebSocket(scheme + location.host + WS_PATH);
    } catch (e) {
      return lost(1006);
    }
    socket = ws;
    ws.onopen = function () {
      if (socket !== ws) return;
      armWatchdog(ws);
      if (key !== '') ws.send(JSON.stringify({ type: 'auth', token: key }));
    };
    ws.onmessage = function (event) {
      if (socket !== ws) return;
      armWatchdog(ws);
      var message;
      try { message = JSON.parse(event.data); } catch (e) { return; }
      if (message && typeof message === 'object') onMessage(message);
    };
    ws.onclose = function (event) {
      if (socket !== ws) return;
      socket = null;
      lost(event.code);
    };
  }

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var key = input.value.trim();
    input.value = '';
    if (!V.isKey(key)) return askKey('The key must be the local API key: 64 hexadecimal characters.');
    typedKey = key;
    try { sessionStorage.setItem(STORAGE, key); } catch (e) { /* a private window: kept in memory only */ }
    form.hidden = true;
    showBanner('', false);
    var old = socket;
    socket = null;
    if (old) old.close();
    attempt = 0;
    connect();
  });

  window.addEventListener('hashchange', function () { location.reload(); });
  dropMatch();
  connect();
})();
`;
