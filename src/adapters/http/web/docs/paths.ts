/** The embedded API explorer (spec 5.2.3, 5.2.6): administrators only; trying needs a token. */
export const EXPLORER_PATH = '/explorer';
/** The swagger-ui files both pages load, from the swagger-ui-dist package (no CDN). */
export const DOCS_ASSETS_PATH = '/explorer/assets';
/** The public contract viewer (spec 5.2.6): no account, no secret, no way to send a request. */
export const CONTRACT_VIEWER_PATH = '/api/docs';
