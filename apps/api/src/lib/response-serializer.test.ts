import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { isDirectionNeutral, responseSerializerCompiler } from './response-serializer';

const serializerFor = (schema: z.ZodType) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/api/x', httpStatus: '200' });

describe('response serializer', () => {
  it('tells plain answer schemas from those whose encoding differs, however deep', () => {
    const plain = z.object({
      id: z.uuid(),
      title: z.string().max(80),
      kind: z.enum(['a', 'b']),
      at: z.date(),
      tags: z.array(z.string()),
      extra: z.record(z.string(), z.number().int()).optional(),
      choice: z.discriminatedUnion('type', [
        z.object({ type: z.literal('one'), n: z.number().nullable() }),
        z.object({ type: z.literal('two') }),
      ]),
    });
    expect(isDirectionNeutral(plain.meta({ id: 'Plain' }))).toBe(true);
    expect(isDirectionNeutral(z.object({ n: z.number().default(1) }))).toBe(false);
    expect(isDirectionNeutral(z.array(z.object({ s: z.string().transform((v) => v.length) })))).toBe(false);
    expect(isDirectionNeutral(z.object({ at: z.iso.datetime().pipe(z.coerce.date()).optional() }))).toBe(
      false,
    );
    expect(isDirectionNeutral(z.object({ s: z.string().catch('') }))).toBe(false);
    expect(isDirectionNeutral(z.lazy(() => z.string()))).toBe(false);
    const codec = z.codec(z.iso.datetime(), z.date(), {
      decode: (value) => new Date(value),
      encode: (date) => date.toISOString(),
    });
    expect(isDirectionNeutral(z.object({ list: z.array(z.object({ at: codec })) }))).toBe(false);
  });

  it('answers what the type provider answered: unknown keys stripped, dates as ISO text, codecs encoded', () => {
    const at = new Date('2026-11-23T10:00:00.000Z');
    const plain = serializerFor(z.object({ title: z.string(), at: z.date() }));
    expect(plain({ title: 'Medic', at, passwordHash: 'x' })).toBe(
      '{"title":"Medic","at":"2026-11-23T10:00:00.000Z"}',
    );
    const codec = z.codec(z.string(), z.number(), {
      decode: (value) => Number(value),
      encode: (value) => String(value),
    });
    // Encoding applies no default: the answer must carry the value itself.
    const withDefault = serializerFor(z.object({ n: codec, d: z.number().default(5) }));
    expect(withDefault({ n: 7, d: 2 })).toBe('{"n":"7","d":2}');
    expect(() => withDefault({ n: 7 })).toThrow();
  });

  it('refuses an answer that breaks its schema, with the error the app answers 500 for', () => {
    const serialize = serializerFor(z.object({ status: z.literal('ok') }));
    let refusal: unknown;
    try {
      serialize({ status: 'down' });
    } catch (error) {
      refusal = error;
    }
    expect(isResponseSerializationError(refusal)).toBe(true);
  });
});
