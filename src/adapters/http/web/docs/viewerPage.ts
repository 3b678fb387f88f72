import { WEB_API_DESCRIPTION, WEB_DESCRIPTION_PATH } from '../../openapi/apiDescriptions';
import { markup } from '../account/html';
import { jsonDataBlock } from './embeddedDocument';
import { renderSwaggerPage } from './swaggerPage';
import { VIEWER_SCRIPT } from './viewerScript';

const DOCUMENT_JSON = jsonDataBlock(WEB_API_DESCRIPTION);

/** The public contract viewer: the web API's document, read-only, embedded in the page. */
export function renderViewerPage(nonce: string): string {
  return renderSwaggerPage({
    title: 'Web API contract',
    nonce,
    note: markup`The contract of the Match Desk web API, for reading: this page sends no request.
The same document as JSON: <a href="${WEB_DESCRIPTION_PATH}">${WEB_DESCRIPTION_PATH}</a>.`,
    documentJson: DOCUMENT_JSON,
    script: VIEWER_SCRIPT,
  });
}
