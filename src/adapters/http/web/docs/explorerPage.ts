import { WEB_API_DESCRIPTION } from '../../openapi/apiDescriptions';
import { markup } from '../account/html';
import { TOKEN_PAGE_PATH } from '../account/pages/paths';
import { jsonDataBlock } from './embeddedDocument';
import { EXPLORER_SCRIPT } from './explorerScript';
import { CONTRACT_VIEWER_PATH } from './paths';
import { renderSwaggerPage } from './swaggerPage';

const DOCUMENT_JSON = jsonDataBlock(WEB_API_DESCRIPTION);

/** The administrators' explorer: the web API's document with "Try it out" and a bearer token. */
export function renderExplorerPage(nonce: string): string {
  return renderSwaggerPage({
    title: 'API explorer',
    nonce,
    note: markup`<strong>Trying a request needs an integration token</strong>, even though you are logged in:
choose <em>Authorize</em> and paste a token (<code>svc_api_…</code>). This page never sends your session
cookie, and forgets the token when you leave it. Create a token on <a href="${TOKEN_PAGE_PATH}">the token page</a>.`,
    links: markup`<a href="${TOKEN_PAGE_PATH}">Tokens</a> · <a href="${CONTRACT_VIEWER_PATH}">Public contract</a>`,
    documentJson: DOCUMENT_JSON,
    script: EXPLORER_SCRIPT,
  });
}
