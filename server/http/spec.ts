import { fileURLToPath } from 'node:url';
import { bundle, createConfig } from '@redocly/openapi-core';

/** The bundled OpenAPI document: one JSON tree whose `$ref`s all point inside it. */
export type OpenApiDocument = Record<string, unknown>;

export const DEFAULT_SPEC_PATH = fileURLToPath(new URL('../../openapi/openapi.yaml', import.meta.url));

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface ParameterSpec {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  /** JSON pointer of the parameter's schema inside the document. */
  schemaPointer: string;
  schema: Record<string, unknown>;
  /** The schema's `default`, found through `$ref`s (ajv does not apply defaults behind a `$ref`). */
  defaultValue?: unknown;
}

export interface MediaSpec {
  contentType: string;
  schemaPointer: string | null;
}

export interface ResponseSpec {
  status: string;
  content: MediaSpec[];
}

export interface OperationSpec {
  operationId: string;
  method: HttpMethod;
  /** Path template relative to the locale root, e.g. `/dataset/datasets/{id}/`. */
  path: string;
  parameters: ParameterSpec[];
  requestBody: { required: boolean; content: MediaSpec[] } | null;
  responses: ResponseSpec[];
  /** False when the operation declares `security: []` (sign-in, sign-out). */
  secured: boolean;
}

export interface LoadedSpec {
  document: OpenApiDocument;
  operations: OperationSpec[];
  locales: string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const escapePointer = (segment: string): string => segment.replace(/~/g, '~0').replace(/\//g, '~1');

function getPointer(document: OpenApiDocument, pointer: string): unknown {
  let node: unknown = document;
  for (const raw of pointer.replace(/^#\/?/, '').split('/')) {
    if (raw === '') continue;
    const segment = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isRecord(node) && !Array.isArray(node)) return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}

/** Follows local `$ref`s of a non-schema object (parameter, request body, response). */
function resolve(
  document: OpenApiDocument,
  node: unknown,
  pointer: string,
): { node: unknown; pointer: string } {
  let current = node;
  let at = pointer;
  for (let depth = 0; depth < 20 && isRecord(current) && typeof current.$ref === 'string'; depth += 1) {
    at = current.$ref;
    current = getPointer(document, current.$ref);
  }
  return { node: current, pointer: at };
}

function mediaList(document: OpenApiDocument, content: unknown, pointer: string): MediaSpec[] {
  if (!isRecord(content)) return [];
  return Object.entries(content).map(([contentType, media]) => {
    const resolved = resolve(document, media, `${pointer}/${escapePointer(contentType)}`);
    const schema = isRecord(resolved.node) ? resolved.node.schema : undefined;
    return { contentType, schemaPointer: schema === undefined ? null : `${resolved.pointer}/schema` };
  });
}

export function indexOperations(document: OpenApiDocument): OperationSpec[] {
  const operations: OperationSpec[] = [];
  const paths = isRecord(document.paths) ? document.paths : {};
  const globalSecurity = Array.isArray(document.security) ? document.security : [];
  for (const [path, rawItem] of Object.entries(paths)) {
    const itemPointer = `#/paths/${escapePointer(path)}`;
    const { node: item, pointer: itemAt } = resolve(document, rawItem, itemPointer);
    if (!isRecord(item)) continue;
    const shared = Array.isArray(item.parameters) ? item.parameters : [];
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!isRecord(operation) || typeof operation.operationId !== 'string') continue;
      const opPointer = `${itemAt}/${method}`;
      const parameters = new Map<string, ParameterSpec>();
      const addParameters = (list: unknown[], listPointer: string) => {
        list.forEach((raw, index) => {
          const { node, pointer } = resolve(document, raw, `${listPointer}/${index}`);
          if (!isRecord(node) || typeof node.name !== 'string' || typeof node.in !== 'string') return;
          const where = node.in as ParameterSpec['in'];
          const schema = resolve(document, node.schema, `${pointer}/schema`).node;
          parameters.set(`${where}:${node.name}`, {
            name: node.name,
            in: where,
            required: node.required === true || where === 'path',
            schemaPointer: `${pointer}/schema`,
            schema: isRecord(node.schema) ? node.schema : {},
            ...(isRecord(schema) && 'default' in schema ? { defaultValue: schema.default } : {}),
          });
        });
      };
      addParameters(shared, `${itemAt}/parameters`);
      if (Array.isArray(operation.parameters)) addParameters(operation.parameters, `${opPointer}/parameters`);
      let requestBody: OperationSpec['requestBody'] = null;
      if (operation.requestBody !== undefined) {
        const { node, pointer } = resolve(document, operation.requestBody, `${opPointer}/requestBody`);
        if (isRecord(node)) {
          requestBody = {
            required: node.required === true,
            content: mediaList(document, node.content, `${pointer}/content`),
          };
        }
      }
      const responses: ResponseSpec[] = [];
      if (isRecord(operation.responses)) {
        for (const [status, raw] of Object.entries(operation.responses)) {
          const { node, pointer } = resolve(document, raw, `${opPointer}/responses/${status}`);
          responses.push({
            status,
            content: isRecord(node) ? mediaList(document, node.content, `${pointer}/content`) : [],
          });
        }
      }
      const security = Array.isArray(operation.security) ? operation.security : globalSecurity;
      operations.push({
        operationId: operation.operationId,
        method,
        path,
        parameters: [...parameters.values()],
        requestBody,
        responses,
        secured:
          security.length > 0 &&
          !security.some((entry) => isRecord(entry) && Object.keys(entry).length === 0),
      });
    }
  }
  return operations;
}

function serverLocales(document: OpenApiDocument): string[] {
  const [server] = Array.isArray(document.servers) ? document.servers : [];
  const variables = isRecord(server) && isRecord(server.variables) ? server.variables : {};
  const locale = variables.locale;
  const values = isRecord(locale) && Array.isArray(locale.enum) ? locale.enum : [];
  return values.filter((value): value is string => typeof value === 'string');
}

export async function loadSpec(path = DEFAULT_SPEC_PATH): Promise<LoadedSpec> {
  const result = await bundle({ ref: path, config: await createConfig({}) });
  const document: unknown = result.bundle.parsed;
  if (!isRecord(document)) throw new Error(`Cannot read the OpenAPI document ${path}`);
  return { document, operations: indexOperations(document), locales: serverLocales(document) };
}
