// The OpenAPI documents live beside the code in api/ (issue 6); tsc copies them next to the output.
import localDescription from '../../../../api/local.openapi.json';
import webDescription from '../../../../api/web.openapi.json';
import realtimeDescription from '../../../../api/realtime.asyncapi.json';

export const LOCAL_DESCRIPTION_PATH = '/api/v1/openapi.json';
export const WEB_DESCRIPTION_PATH = '/api/openapi.json';
export const REALTIME_DESCRIPTION_PATH = '/api/asyncapi.json';

/** The OpenAPI 3.1 description of the local API, served at GET /api/v1/openapi.json. */
export const LOCAL_API_DESCRIPTION: Readonly<Record<string, unknown>> = localDescription;

/** The OpenAPI 3.1 description of the web API, served at GET /api/openapi.json. */
export const WEB_API_DESCRIPTION: Readonly<Record<string, unknown>> = webDescription;

/** The AsyncAPI 3 description of the WebSockets of both hosts, served at GET /api/asyncapi.json (web). */
export const REALTIME_DESCRIPTION: Readonly<Record<string, unknown>> = realtimeDescription;
