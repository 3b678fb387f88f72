export { docsRouter } from './docsRouter';
export { CONTRACT_VIEWER_PATH, DOCS_ASSETS_PATH, EXPLORER_PATH } from './paths';
export { SWAGGER_ASSETS, SWAGGER_UI_VERSION } from './swaggerAssets';
