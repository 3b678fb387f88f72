// The two OpenAPI documents (api/*.openapi.json) and how a request finds its operation in them.
import {
  LOCAL_API_DESCRIPTION,
  WEB_API_DESCRIPTION,
} from '../../../src/adapters/http/openapi/apiDescriptions';

export type ApiName = 'local' | 'web';

export interface HeaderObject {
  readonly description?: string;
  readonly required?: boolean;
  readonly schema?: object;
}

export interface MediaTypeObject {
  readonly schema?: object;
}

export interface ResponseObject {
  readonly description: string;
  readonly headers?: Readonly<Record<string, HeaderObject | Reference>>;
  readonly content?: Readonly<Record<string, MediaTypeObject>>;
}

export interface Reference {
  readonly $ref: string;
}

export interface OperationObject {
  readonly operationId?: string;
  readonly responses: Readonly<Record<string, ResponseObject | Reference>>;
}

export interface OpenApiDocument {
  readonly openapi: string;
  readonly info: { readonly title: string; readonly version: string };
  readonly paths: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  readonly components: {
    readonly schemas: Readonly<Record<string, object>>;
    readonly responses?: Readonly<Record<string, ResponseObject>>;
    readonly headers?: Readonly<Record<string, HeaderObject>>;
  };
  /** Answers to a path or method the document does not list (404, 405, OPTIONS, guards). */
  readonly 'x-unlisted-responses': Readonly<Record<string, ResponseObject | Reference>>;
  /** Answers to a request the HTTP server cannot take as it is (no or two Host headers, a bad header...), at any address. */
  readonly 'x-malformed-request-responses'?: Readonly<Record<string, ResponseObject | Reference>>;
}

export const DOCUMENTS: Readonly<Record<ApiName, OpenApiDocument>> = {
  local: LOCAL_API_DESCRIPTION as unknown as OpenApiDocument,
  web: WEB_API_DESCRIPTION as unknown as OpenApiDocument,
};

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** Where a request lands: its path template and, when the document lists the method, the operation. */
export interface RequestTarget {
  readonly template: string | null;
  readonly method: string;
  readonly operation: OperationObject | null;
}

interface Route {
  readonly template: string;
  readonly pattern: RegExp;
  readonly parameters: number;
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function routeOf(template: string): Route {
  const segments = template.split('/').map((s) => (/^\{[^}]+\}$/.test(s) ? '[^/]+' : escape(s)));
  return {
    template,
    pattern: new RegExp(`^${segments.join('/')}$`),
    parameters: (template.match(/\{/g) ?? []).length,
  };
}

const routes = new Map<ApiName, Route[]>();

/** Literal paths win over templated ones (OpenAPI 3.1, Paths Object). */
function routesOf(api: ApiName): Route[] {
  let found = routes.get(api);
  if (!found) {
    found = Object.keys(DOCUMENTS[api].paths)
      .map(routeOf)
      .sort((a, b) => a.parameters - b.parameters);
    routes.set(api, found);
  }
  return found;
}

/** The request's path template and operation; HEAD is answered as GET (without a body). */
export function targetOf(api: ApiName, method: string, path: string): RequestTarget {
  const bare = path.split('?')[0] as string;
  const route = routesOf(api).find((r) => r.pattern.test(bare));
  const verb = method.toLowerCase();
  if (!route) return { template: null, method: verb, operation: null };
  const item = DOCUMENTS[api].paths[route.template] as Record<string, unknown>;
  const operation = (item[verb] ?? (verb === 'head' ? item.get : undefined)) as OperationObject | undefined;
  return { template: route.template, method: verb, operation: operation ?? null };
}

/** Follows a local `#/…` reference to its object in the document. */
export function resolved<T>(api: ApiName, value: T | Reference): T {
  if (typeof value !== 'object' || value === null || !('$ref' in value)) return value as T;
  const pointer = value.$ref.replace(/^#\//, '').split('/');
  let node: unknown = DOCUMENTS[api];
  for (const raw of pointer) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    node = (node as Record<string, unknown> | undefined)?.[key];
  }
  if (node === undefined) throw new Error(`${api} document: unresolved reference ${value.$ref}`);
  return resolved(api, node as T | Reference);
}
