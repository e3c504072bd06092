import fc from 'fast-check';
import { plausibleValue } from './fuzz-baselines';
import { FORBIDDEN_CONTROL, hostileText, hostileValue } from './hostile-values';
import type { FuzzOperation, JsonSchema } from './openapi-operations';

export interface FuzzRequest {
  /** What was changed from the valid request, for the failure report. */
  label: string;
  method: string;
  url: string;
  query: Record<string, string | string[]>;
  payload: string | undefined;
  headers: Record<string, string>;
  remoteAddress: string;
  /** A control character no field accepts went into a text field: the answer must refuse the request. */
  mustRefuse: boolean;
}

type Values = Record<string, unknown>;
const OMIT = Symbol('omit');

interface Change {
  label: string;
  params?: Values;
  body?: Values;
  /** Replaces the JSON body with these exact bytes and content type. */
  raw?: { payload: string | undefined; contentType?: string };
  /** Per changed field (`body.name`, `query.name`): whether its final value must be refused. */
  refusals?: Record<string, boolean>;
}

const TOO_LARGE = JSON.stringify({ padding: 'a'.repeat(1_100_000) });
const RAW_BODIES: Change['raw'][] = [
  { payload: 'null' },
  { payload: undefined },
  { payload: '' },
  { payload: '[]' },
  { payload: '"text"' },
  { payload: '42' },
  { payload: '{"a":' },
  { payload: '{"__proto__":{"role":"admin"},"constructor":{"prototype":{"role":"admin"}}}' },
  { payload: 'plain words', contentType: 'text/plain' },
  { payload: '<xml/>', contentType: 'application/xml' },
  { payload: TOO_LARGE },
  { payload: `${'['.repeat(5_000)}${']'.repeat(5_000)}` },
];
// Written into the path as they are, not %-encoded: malformed escapes, traversal, longer than Fastify allows.
const RAW_PATH_VALUES = ['%zz', '%', '%00', '%E0%A4%A', '..', '%2e%2e%2f', 'a'.repeat(150)];

const isText = (schema: JsonSchema) => schema.type === 'string';
const refuses = (schema: JsonSchema, value: unknown) =>
  isText(schema) && typeof value === 'string' && FORBIDDEN_CONTROL.test(value.trim());

/** One operation's requests: a valid request with one or several fields, parameters or the body made hostile. */
export function requestArbitrary(
  operation: FuzzOperation,
  baseline: () => Values,
): fc.Arbitrary<FuzzRequest> {
  const properties = operation.body?.properties ?? {};
  const fieldChange = (name: string, schema: JsonSchema, valid: unknown): fc.Arbitrary<Change> =>
    fc
      .oneof(
        { arbitrary: hostileValue(schema, valid), weight: 9 },
        { arbitrary: fc.constant<unknown>(OMIT), weight: 1 },
      )
      .map((value) => ({
        label: `body.${name} = ${describe(value)}`,
        body: { [name]: value },
        refusals: { [`body.${name}`]: refuses(schema, value) },
      }));
  const paramChange = (name: string, schema: JsonSchema, where: 'path' | 'query'): fc.Arbitrary<Change> =>
    fc
      .oneof(
        { arbitrary: hostileText(schema).map((value): unknown => value), weight: 8 },
        { arbitrary: fc.array(hostileText(schema), { minLength: 2, maxLength: 3 }), weight: 1 },
        { arbitrary: fc.constant<unknown>(OMIT), weight: 1 },
        ...(where === 'path' ? [{ arbitrary: fc.constantFrom(...RAW_PATH_VALUES).map(raw), weight: 2 }] : []),
      )
      .map((value) => ({
        label: `${where}.${name} = ${describe(value)}`,
        params: { [name]: value },
        refusals: { [`${where}.${name}`]: refuses(schema, value) },
      }));

  const sample = baseline();
  const changes: fc.Arbitrary<Change>[] = [
    ...Object.entries(properties).map(([name, schema]) => fieldChange(name, schema, sample[name])),
    ...operation.parameters.map((parameter) => paramChange(parameter.name, parameter.schema, parameter.in)),
  ];
  if (operation.body)
    changes.push(
      fc
        .constantFrom(...RAW_BODIES)
        .map((body) => ({ label: `raw body ${describe(body?.payload)}`, raw: body })),
    );
  if (changes.length === 0) changes.push(fc.constant({ label: 'as documented' }));
  const several = fc
    .array(fc.oneof(...changes), { minLength: 2, maxLength: 4 })
    .map((list) => list.reduce(merge, { label: '' }));

  return fc
    .tuple(
      fc.oneof({ arbitrary: fc.oneof(...changes), weight: 4 }, { arbitrary: several, weight: 1 }),
      fc.ipV4(),
    )
    .map(([change, remoteAddress]) => toRequest(operation, baseline(), change, remoteAddress));
}

const raw = (value: string) => ({ raw: value });

function merge(into: Change, change: Change): Change {
  return {
    label: [into.label, change.label].filter(Boolean).join('; '),
    params: { ...into.params, ...change.params },
    body: { ...into.body, ...change.body },
    raw: change.raw ?? into.raw,
    refusals: { ...into.refusals, ...change.refusals },
  };
}

function toRequest(
  operation: FuzzOperation,
  valid: Values,
  change: Change,
  remoteAddress: string,
): FuzzRequest {
  const param = (name: string, schema: JsonSchema) =>
    name in (change.params ?? {}) ? change.params?.[name] : (valid[name] ?? plausibleValue(schema));
  let url = operation.path;
  const query: Record<string, string | string[]> = {};
  const pairs: string[] = [];
  for (const parameter of operation.parameters) {
    const value = param(parameter.name, parameter.schema);
    if (parameter.in === 'path') {
      const text = value === OMIT ? '' : isRaw(value) ? value.raw : encode(String(value));
      url = url.replace(`{${parameter.name}}`, text);
    } else if (value !== OMIT && value !== undefined) {
      const values = Array.isArray(value) ? value.map(String) : [String(value)];
      query[parameter.name] = values;
      for (const item of values) pairs.push(`${encode(parameter.name)}=${encode(item)}`);
    }
  }
  if (pairs.length > 0) url = `${url}?${pairs.join('&')}`;
  const headers: Record<string, string> = {};
  let payload: string | undefined;
  if (change.raw) {
    payload = change.raw.payload;
    if (payload !== undefined) headers['content-type'] = change.raw.contentType ?? 'application/json';
  } else if (operation.body) {
    const names = Object.keys(operation.body.properties ?? {});
    const body: Values = Object.fromEntries(
      names.filter((name) => name in valid).map((name) => [name, valid[name]]),
    );
    for (const [name, value] of Object.entries(change.body ?? {})) {
      if (value === OMIT) delete body[name];
      else body[name] = value;
    }
    payload = JSON.stringify(body);
    headers['content-type'] = 'application/json';
  }
  return {
    label: change.label || 'as documented',
    method: operation.method,
    url,
    query,
    payload,
    headers,
    remoteAddress,
    mustRefuse: Object.values(change.refusals ?? {}).some(Boolean),
  };
}

// `encodeURIComponent` throws on a lone surrogate; those go out as the bytes a broken client would send.
function encode(text: string): string {
  return Array.from(text, (character) => {
    try {
      return encodeURIComponent(character);
    } catch {
      return '%ED%A0%80';
    }
  }).join('');
}

function isRaw(value: unknown): value is { raw: string } {
  return typeof value === 'object' && value !== null && 'raw' in value;
}

function describe(value: unknown): string {
  if (value === OMIT) return '(left out)';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 60)}… (${text.length} chars)` : text;
}
