import { ResponseSerializationError, type serializerCompiler } from 'fastify-type-provider-zod';
import { $ZodType, safeEncode, safeParse } from 'zod/v4/core';

/**
 * Schema kinds whose parse reads the same in both directions (decision 032): no codec, pipe or transform (which
 * run the other way, or refuse, when encoding), no default, prefault or catch (which encoding skips), nothing
 * lazy or custom. Checks and refinements are kept either way; unknown keys are stripped either way.
 */
const DIRECTION_NEUTRAL = new Set([
  'object',
  'array',
  'tuple',
  'record',
  'union',
  'optional',
  'nullable',
  'string',
  'number',
  'boolean',
  'bigint',
  'date',
  'literal',
  'enum',
  'null',
  'undefined',
  'any',
  'unknown',
]);

interface Def {
  type: string;
  shape?: Record<string, $ZodType>;
  catchall?: $ZodType;
  element?: $ZodType;
  items?: $ZodType[];
  rest?: $ZodType | null;
  keyType?: $ZodType;
  valueType?: $ZodType;
  options?: $ZodType[];
  innerType?: $ZodType;
}

/** Whether decoding `schema` gives what encoding it gives, for every value: then the faster decode may serve. */
export function isDirectionNeutral(schema: $ZodType, seen = new Set<$ZodType>()): boolean {
  if (seen.has(schema)) return true;
  seen.add(schema);
  const def = schema._zod.def as unknown as Def;
  if (!DIRECTION_NEUTRAL.has(def.type)) return false;
  const children = [
    ...Object.values(def.shape ?? {}),
    def.catchall,
    def.element,
    ...(def.items ?? []),
    def.rest,
    def.keyType,
    def.valueType,
    ...(def.options ?? []),
    def.innerType,
  ];
  return children.every((child) => !child || isDirectionNeutral(child, seen));
}

function resolveSchema(schema: $ZodType | { properties: $ZodType }): $ZodType {
  if (schema instanceof $ZodType) return schema;
  if (schema.properties instanceof $ZodType) return schema.properties;
  throw new TypeError(`not a zod response schema: ${JSON.stringify(schema)}`);
}

/** The verdict per schema: schemas are module constants, so every app built in a process asks about the same ones. */
const directionNeutral = new WeakMap<$ZodType, boolean>();

/**
 * fastify-type-provider-zod's response serializer, the same answer for every schema: the route's answer checked
 * against its response schema (unknown keys stripped, a wrong answer a 500, never sent), then JSON. The library
 * always encodes (`safeEncode`), which for a schema with checks parses twice (a first pass without checks, for
 * codecs) and bypasses zod's compiled object parser; for the schemas that cannot tell the directions apart (most
 * answers, `isDirectionNeutral`, decided once per route) the decode gives the same value in one compiled pass.
 */
export const responseSerializerCompiler: typeof serializerCompiler = ({
  schema: maybeSchema,
  method,
  url,
}) => {
  const schema = resolveSchema(maybeSchema);
  let neutral = directionNeutral.get(schema);
  if (neutral === undefined) {
    neutral = isDirectionNeutral(schema);
    directionNeutral.set(schema, neutral);
  }
  const check = neutral ? safeParse : safeEncode;
  return (data) => {
    const result = check(schema, data);
    if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};
