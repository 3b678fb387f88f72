import { FATAL_CLOSE_CODES, WS_CLOSE } from '../../../ws/local/closeCodes';

/** The overlay's backoff between two tries: doubled from 0.5 s up to 10 s, half of it random. */
export const OVERLAY_RECONNECT = { baseMs: 500, maxMs: 10_000, slowDownMs: 1_000 } as const;

/** How long a new scorer's lower-third stays on air unless `lowerThirdSeconds` says otherwise. */
export const DEFAULT_LOWER_THIRD_SECONDS = 12;

/** What the overlay shows after a close it must not retry, by close code. */
const FATAL_MESSAGES: Readonly<Record<number, string>> = {
  [WS_CLOSE.protocolError]:
    'The desk closed the connection: a message broke the WebSocket protocol. Reload the overlay.',
  [WS_CLOSE.tooManyFragments]:
    'The desk closed the connection: a message came in too many pieces. Reload the overlay.',
  [WS_CLOSE.invalidPayload]:
    'The desk closed the connection: a message was not valid text. Reload the overlay.',
  [WS_CLOSE.tooBig]: 'The desk closed the connection: a message was too large. Reload the overlay.',
  [WS_CLOSE.badMessage]: 'The desk closed the connection: it could not read the overlay. Reload the overlay.',
  [WS_CLOSE.authenticationFailed]:
    'The desk refused the key. Check the key in the address (#key=...) or type it again.',
  [WS_CLOSE.forbidden]: 'The desk refused this overlay.',
  [WS_CLOSE.authenticationTimeout]:
    'The desk requires its local API key: add #key=... to the address or type it here.',
};

/**
 * The overlay's pure part, in the browser's own language: it turns the fragment into options and a
 * `state` message into what the score bug and the lower-third show, and decides about reconnecting.
 * It touches no DOM and no socket, so the tests run this very text in a Node VM. It defines
 * `MatchDeskOverlay` on the global object. No backticks in here: this is a template literal.
 */
export const OVERLAY_VIEW_SCRIPT = `
(function (global) {
  'use strict';
  var KEY = /^[0-9a-fA-F]{64}$/;
  var FATAL_CODES = ${JSON.stringify(FATAL_CLOSE_CODES)};
  var SLOW_DOWN_CODES = ${JSON.stringify([WS_CLOSE.slowConsumer, WS_CLOSE.tooManyMessages])};
  var RECONNECT = ${JSON.stringify(OVERLAY_RECONNECT)};
  var FATAL_MESSAGES = ${JSON.stringify(FATAL_MESSAGES)};

  function own(map, name) {
    return map !== null && typeof map === 'object' && Object.prototype.hasOwnProperty.call(map, name);
  }

  function textOf(map, name) {
    if (!own(map, name)) return '';
    var value = map[name];
    return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
  }

  function flag(value, fallback) {
    if (value === null) return fallback;
    return ['0', 'false', 'off', 'no'].indexOf(value.toLowerCase()) === -1;
  }

  function seconds(value, fallback) {
    if (value === null || value.trim() === '') return fallback;
    var n = Number(value);
    return isFinite(n) && n >= 0 ? n : fallback;
  }

  /** #key=...&lowerThird=0&lowerThirdSeconds=8&names=full&scoreBug=0&banner=0 */
  function parseOptions(hash) {
    var params = new URLSearchParams(String(hash || '').replace(/^#/, ''));
    var key = params.get('key');
    return {
      key: key === null ? '' : key.trim(),
      scoreBug: flag(params.get('scoreBug'), true),
      lowerThird: flag(params.get('lowerThird'), true),
      lowerThirdSeconds: seconds(params.get('lowerThirdSeconds'), ${DEFAULT_LOWER_THIRD_SECONDS}),
      names: params.get('names') === 'full' ? 'full' : 'short',
      banner: flag(params.get('banner'), true)
    };
  }

  function isKey(text) {
    return KEY.test(String(text));
  }

  function pad(n) {
    return n < 10 ? '0' + n : String(n);
  }

  /** MM:SS, as the desk writes its clock. */
  function clockText(ms) {
    var total = Math.floor(Math.max(0, ms) / 1000);
    return pad(Math.floor(total / 60)) + ':' + pad(total % 60);
  }

  function teamName(state, side, names) {
    var texts = state.texts, match = state.match;
    var full = textOf(texts, side + '_team') || textOf(match, side + 'Name') || textOf(match, side + 'Team');
    var short = textOf(texts, side + '_short') || textOf(match, side + 'ShortName');
    return names === 'full' ? full || short : short || full;
  }

  /**
   * The score bug of a State. Texts already carry the OCR values (spec 6.2 rule 3); the desk's
   * clock ticks here between two states when it runs and no OCR clock is read.
   */
  function scoreBug(state, names) {
    var mapped = own(state.ocr, 'mappedValues') ? state.ocr.mappedValues : {};
    var timer = own(state, 'timer') ? state.timer : {};
    var ocrClock = own(mapped, 'CLOCK_SVC');
    var elapsed = typeof timer.elapsedMs === 'number' && isFinite(timer.elapsedMs) ? timer.elapsedMs : 0;
    return {
      home: teamName(state, 'home', names),
      away: teamName(state, 'away', names),
      homeScore: textOf(state.texts, 'score_home'),
      awayScore: textOf(state.texts, 'score_away'),
      clock: textOf(state.texts, 'clock'),
      period: textOf(state.texts, 'period'),
      ocrClock: ocrClock,
      ticking: !ocrClock && timer.running === true,
      elapsedMs: elapsed
    };
  }

  /** The clock to show sinceMs after the state arrived. */
  function clockAt(bug, sinceMs) {
    return bug.ticking ? clockText(bug.elapsedMs + Math.max(0, sinceMs)) : bug.clock;
  }

  function minuteText(timer, additional) {
    var base = typeof timer === 'string' ? timer.trim() : typeof timer === 'number' ? String(timer) : '';
    if (base === '') return '';
    var extra = typeof additional === 'number' && additional > 0 ? '+' + additional : '';
    return /^[0-9]+$/.test(base) ? base + extra + "'" : base + extra;
  }

  function scorersOf(state) {
    return Array.isArray(state.scorers) ? state.scorers : [];
  }

  /** A goal recorded on a hosted desk while its uplink was down is journal:<id> until read back. */
  function isQueuedId(id) {
    return String(id).indexOf('journal:') === 0;
  }

  /**
   * What a scorer still is once its id changes: a goal recorded offline on a hosted desk is shown
   * under its journal id, then under its hosted id once the desk reads it back. Same side, player,
   * minute and type: the same goal.
   */
  function scorerSignature(s) {
    return ['queued', s.side, s.playerId, s.timer, s.additionalTimer, s.type].join('|');
  }

  /** The scorers' ids, and the signature of each one shown under a journal id. */
  function scorerIds(state) {
    var ids = [];
    scorersOf(state).forEach(function (s) {
      ids.push(String(s.eventId));
      if (isQueuedId(s.eventId)) ids.push(scorerSignature(s));
    });
    return ids;
  }

  /**
   * Whether s (not known by its id) is a goal known under a journal id that the state no longer
   * shows: the same goal, delivered and read back under its hosted id. Goals of one signature are
   * counted: as many new hosted ones as queued ones gone are renamed ones; beyond that they are
   * new goals (the same player scoring again in the same minute).
   */
  function isRenamed(knownIds, state, s) {
    var signature = scorerSignature(s);
    var gone = knownIds.filter(function (id) { return id === signature; }).length;
    var arrived = 0;
    scorersOf(state).forEach(function (other) {
      if (scorerSignature(other) !== signature) return;
      if (isQueuedId(other.eventId)) gone -= 1;
      else if (knownIds.indexOf(String(other.eventId)) === -1) arrived += 1;
    });
    return arrived > 0 && arrived <= gone;
  }

  /** The last scorer (spec 2.8, in event order) as the lower-third shows it; null when none. */
  function lastScorer(state) {
    var list = scorersOf(state);
    var s = list[list.length - 1];
    return s ? scorerView(state, s) : null;
  }

  /** A scorer of the state as the lower third shows it. */
  function scorerView(state, s) {
    var side = s.side === 'away' ? 'away' : 'home';
    return {
      eventId: String(s.eventId),
      signature: scorerSignature(s),
      side: side,
      name: typeof s.playerName === 'string' ? s.playerName : '',
      team: teamName(state, side, 'full'),
      minute: minuteText(s.timer, s.additionalTimer),
      label: s.ownGoal === true ? 'Own goal' : typeof s.label === 'string' && s.label !== '' ? s.label : 'Goal'
    };
  }

  /** The last scorer when it was not among knownIds (nor a queued goal read back): a goal to announce. */
  function newScorer(knownIds, state) {
    var list = scorersOf(state);
    var last = lastScorer(state);
    if (last === null || knownIds.indexOf(last.eventId) !== -1) return null;
    return isRenamed(knownIds, state, list[list.length - 1]) ? null : last;
  }

  /**
   * The shown scorer as the state now has it: itself, or under its hosted id once a goal recorded
   * offline was read back (the lower third stays up); null when it is gone.
   */
  function shownNow(shown, state) {
    var list = scorersOf(state);
    for (var i = 0; i < list.length; i += 1) {
      if (String(list[i].eventId) === shown.eventId) return scorerView(state, list[i]);
    }
    if (!isQueuedId(shown.eventId)) return null;
    var renamed = list.filter(function (s) {
      return !isQueuedId(s.eventId) && scorerSignature(s) === shown.signature;
    });
    return renamed.length > 0 ? scorerView(state, renamed[renamed.length - 1]) : null;
  }

  /** What to do after the socket closed with code: stop for good (with why), or try again. */
  function closeVerdict(code) {
    if (FATAL_CODES.indexOf(code) !== -1) {
      return { fatal: true, message: FATAL_MESSAGES[code] || 'The desk closed the connection (' + code + ').' };
    }
    return { fatal: false, message: 'Desk connection lost: reconnecting...' };
  }

  /** Exponential backoff with jitter; at least 1 s after a slow-down code. */
  function reconnectDelay(attempt, random, code) {
    var ceiling = Math.min(RECONNECT.maxMs, RECONNECT.baseMs * Math.pow(2, Math.max(0, attempt)));
    var delay = Math.round(ceiling / 2 + (random * ceiling) / 2);
    return SLOW_DOWN_CODES.indexOf(code) !== -1 ? Math.max(RECONNECT.slowDownMs, delay) : delay;
  }

  global.MatchDeskOverlay = {
    FATAL_MESSAGES: FATAL_MESSAGES,
    parseOptions: parseOptions,
    isKey: isKey,
    clockText: clockText,
    scoreBug: scoreBug,
    clockAt: clockAt,
    lastScorer: lastScorer,
    scorerIds: scorerIds,
    newScorer: newScorer,
    shownNow: shownNow,
    closeVerdict: closeVerdict,
    reconnectDelay: reconnectDelay
  };
})(this);
`;
