import { REALTIME_DESCRIPTION_PATH, WEB_DESCRIPTION_PATH } from '../../openapi/apiDescriptions';
import { markup } from '../account/html';
import { renderPage } from '../account/pages/layout';
import { LOGIN_PAGE_PATH } from '../account/pages/paths';
import { CONTRACT_VIEWER_PATH, EXPLORER_PATH } from '../docs/paths';
import { HEALTH_PATH } from '../healthRouter';

export const FRONT_DOOR_PATH = '/';

/**
 * The web host's front door: what the service is, and where to go from here. It holds no data
 * and runs no script; every link is a page or document of this host.
 */
export function renderFrontDoor(nonce: string): string {
  const main = markup`<main id="front-door">
<h1>Match Desk: the hosted web API</h1>
<section>
<p>Live-sports match data for the companies that run championships: championships, matches,
events, line-ups, sets and standings, read and written through <code>/api/{sport}/…</code>.
Integrations authenticate with a company's token; administrators manage the tokens in a logged-in
session. Football, futsal, hockey, basketball, handball and tennis.</p>
</section>
<section>
<h2>Start</h2>
<ul>
<li><a id="link-login" href="${LOGIN_PAGE_PATH}">Log in</a> to manage your company's integration tokens.</li>
<li><a id="link-explorer" href="${EXPLORER_PATH}">API explorer</a>: try the API with a token (administrators).</li>
</ul>
</section>
<section>
<h2>Public documents</h2>
<p>No account needed.</p>
<ul>
<li><a id="link-viewer" href="${CONTRACT_VIEWER_PATH}">The web API contract</a>, to read in the browser.</li>
<li><a id="link-openapi" href="${WEB_DESCRIPTION_PATH}">OpenAPI description</a> of the web API (JSON).</li>
<li><a id="link-asyncapi" href="${REALTIME_DESCRIPTION_PATH}">AsyncAPI description</a> of the notifications WebSocket and the desk's WebSockets (JSON).</li>
</ul>
</section>
<section>
<h2>Service</h2>
<ul>
<li><a id="link-health" href="${HEALTH_PATH}">Health</a>: whether the service and its database answer.</li>
</ul>
</section>
</main>`;
  return renderPage({ title: 'Hosted web API', nonce, main });
}
