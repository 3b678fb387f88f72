import { OVERLAY_CLIENT_SCRIPT } from './overlayClientScript';
import { OVERLAY_STYLES } from './overlayStyles';
import { OVERLAY_VIEW_SCRIPT } from './overlayViewScript';

/** The nonce is base64: it can sit in an attribute as it is. */
const attribute = (nonce: string): string => {
  if (!/^[A-Za-z0-9+/=]+$/.test(nonce)) throw new Error('a CSP nonce is base64');
  return nonce;
};

/**
 * The overlay page: fixed markup with no data in it (every value arrives over /ws and is written
 * with textContent), its style and scripts inline under this response's CSP nonce.
 */
export function renderOverlayPage(nonce: string): string {
  const n = attribute(nonce);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Match Desk overlay</title>
<style nonce="${n}">${OVERLAY_STYLES}</style>
</head>
<body>
<div id="stage" data-connection="starting">
  <section id="score-bug" aria-label="Score" hidden>
    <span class="team home" id="home-name"></span>
    <span class="score home" id="home-score"></span>
    <span class="score away" id="away-score"></span>
    <span class="team away" id="away-name"></span>
    <span class="clock-box"><span id="clock"></span><span id="period"></span></span>
  </section>
  <section id="lower-third" aria-label="Last scorer" hidden>
    <span class="tag" id="scorer-label"></span>
    <span class="body">
      <span class="line"><span id="scorer-name"></span><span id="scorer-minute"></span></span>
      <span class="line"><span id="scorer-team"></span></span>
    </span>
  </section>
  <div id="banner" role="status" hidden></div>
  <form id="key-form" autocomplete="off" hidden>
    <label for="key-input">Local API key of the desk</label>
    <input id="key-input" type="password" spellcheck="false" autocomplete="off">
    <button type="submit">Connect</button>
    <p id="key-message"></p>
  </form>
</div>
<script nonce="${n}">${OVERLAY_VIEW_SCRIPT}</script>
<script nonce="${n}">${OVERLAY_CLIENT_SCRIPT}</script>
</body>
</html>
`;
}
