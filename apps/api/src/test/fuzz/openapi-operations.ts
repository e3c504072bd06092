/** The parts of JSON Schema (as @fastify/swagger writes OpenAPI 3.0) the fuzz test reads. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  default?: unknown;
  pattern?: string;
  format?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

export interface FuzzParameter {
  in: 'path' | 'query';
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface FuzzOperation {
  /** `'PATCH /api/veteran-profiles/{id}'`: the document's method and path. */
  key: string;
  method: string;
  path: string;
  parameters: FuzzParameter[];
  /** The JSON request body's schema, when the operation takes one. */
  body: JsonSchema | undefined;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Every operation the served document lists, with `$ref`s resolved, so a new route is fuzzed as it appears. */
export function operationsOf(document: OpenApiDocument): FuzzOperation[] {
  const resolve = (schema: JsonSchema | undefined) => (schema ? inline(schema, document, 0) : {});
  return Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod)
      .filter(([method]) => METHODS.has(method))
      .map(([method, operation]) => ({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        parameters: (operation.parameters ?? [])
          .filter((parameter) => parameter.in === 'path' || parameter.in === 'query')
          .map((parameter) => ({
            in: parameter.in as 'path' | 'query',
            name: parameter.name,
            required: parameter.required === true || parameter.in === 'path',
            schema: resolve(parameter.schema),
          })),
        body: operation.requestBody?.content?.['application/json']?.schema
          ? resolve(operation.requestBody.content['application/json'].schema)
          : undefined,
      })),
  );
}

function inline(schema: JsonSchema, document: OpenApiDocument, depth: number): JsonSchema {
  if (depth > 20) return {};
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    const target = document.components?.schemas?.[name];
    return target ? inline(target, document, depth + 1) : {};
  }
  const next = (child: JsonSchema) => inline(child, document, depth + 1);
  return {
    ...schema,
    ...(schema.properties && {
      properties: Object.fromEntries(
        Object.entries(schema.properties).map(([key, child]) => [key, next(child)]),
      ),
    }),
    ...(schema.items && { items: next(schema.items) }),
    ...(schema.anyOf && { anyOf: schema.anyOf.map(next) }),
    ...(schema.oneOf && { oneOf: schema.oneOf.map(next) }),
    ...(schema.allOf && { allOf: schema.allOf.map(next) }),
  };
}
