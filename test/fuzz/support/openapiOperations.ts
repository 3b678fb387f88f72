// Every operation of an OpenAPI document, with its parameters and body schema, read from the
// document itself: an operation added to api/*.openapi.json is fuzzed without editing the suites.
import type { ApiName } from '../../support/apiValidation';
import { DOCUMENTS, HTTP_METHODS, resolved } from '../../support/contract/openapiDocuments';
import type { Schema } from './schemaArbitrary';

export interface Parameter {
  readonly name: string;
  readonly in: 'path' | 'query' | 'header' | 'cookie';
  readonly required: boolean;
  readonly schema: Schema;
}

export interface Operation {
  readonly api: ApiName;
  readonly method: string;
  readonly template: string;
  readonly operationId: string;
  readonly parameters: readonly Parameter[];
  /** The JSON body, when the operation takes one; `pointer` is its schema's place in the document. */
  readonly body?: { readonly schema: Schema; readonly required: boolean; readonly pointer: string };
  /** Alternatives of security schemes; an empty alternative means no credential is needed. */
  readonly security: readonly (readonly string[])[];
  /** A WebSocket upgrade (101 listed): plain HTTP requests to it are fuzzed too. */
  readonly upgrade: boolean;
}

const escapePointer = (text: string) => text.replace(/~/g, '~0').replace(/\//g, '~1');

function parametersOf(api: ApiName, raw: readonly unknown[] | undefined): Parameter[] {
  return (raw ?? []).map((p) => {
    const parameter = resolved<Parameter & { schema?: Schema }>(api, p as Parameter);
    return {
      name: parameter.name,
      in: parameter.in,
      required: parameter.required === true,
      schema: parameter.schema ?? { type: 'string' },
    };
  });
}

/** The operations of the document of `api`, in document order. */
export function operationsOf(api: ApiName): Operation[] {
  const document = DOCUMENTS[api] as unknown as {
    paths: Record<string, Record<string, unknown>>;
    security?: Record<string, string[]>[];
  };
  const operations: Operation[] = [];
  for (const [template, item] of Object.entries(document.paths)) {
    const shared = parametersOf(api, item.parameters as unknown[] | undefined);
    for (const method of HTTP_METHODS) {
      const raw = item[method] as
        | {
            operationId?: string;
            parameters?: unknown[];
            requestBody?: unknown;
            security?: Record<string, string[]>[];
            responses: Record<string, unknown>;
          }
        | undefined;
      if (!raw) continue;
      const own = parametersOf(api, raw.parameters);
      const parameters = [
        ...shared.filter((s) => !own.some((o) => o.name === s.name && o.in === s.in)),
        ...own,
      ];
      const requestBody = raw.requestBody
        ? resolved<{ required?: boolean; content: Record<string, { schema?: Schema }> }>(
            api,
            raw.requestBody as { $ref: string },
          )
        : undefined;
      const json = requestBody?.content['application/json']?.schema;
      const security = (raw.security ?? document.security ?? [{}]).map((alternative) =>
        Object.keys(alternative),
      );
      operations.push({
        api,
        method: method.toUpperCase(),
        template,
        operationId: raw.operationId ?? `${method} ${template}`,
        parameters,
        ...(json
          ? {
              body: {
                schema: json,
                required: requestBody?.required === true,
                pointer: `#/paths/${escapePointer(template)}/${method}/requestBody/content/application~1json/schema`,
              },
            }
          : {}),
        security,
        upgrade: '101' in raw.responses,
      });
    }
  }
  return operations;
}

/** A `$ref` of the document of `api` → its schema. */
export function resolverOf(api: ApiName): (ref: string) => Schema {
  return (ref) => resolved<Schema>(api, { $ref: ref });
}
