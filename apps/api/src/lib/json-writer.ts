/**
 * JSON text straight from a response schema, without zod re-encoding the answer first. The route's
 * serializer (fastify-type-provider-zod) encodes every object into a new one, in the schema's key order
 * and without keys the schema does not name, and then stringifies that copy: for a whole-league list that
 * is tens of thousands of objects built only to be thrown away. A writer compiled here walks the value
 * once and writes the same text (same keys, same order, same escaping) directly.
 *
 * A writer checks nothing: it is for answers whose shape the queries and the handlers' types already
 * guarantee (every route's, through the type provider). It covers plain shapes (objects, arrays,
 * strings, numbers, booleans, enums, literals, nullable and optional); a schema with anything else
 * (transforms, defaults, unions, records) gets no writer, and its route keeps zod's encoding.
 */
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

type Write = (value: unknown) => string;

interface ZodDefLike {
  type: string;
  shape?: Record<string, unknown>;
  catchall?: unknown;
  element?: unknown;
  innerType?: unknown;
}

export interface JsonWriterOptions {
  /**
   * Sub-schemas whose values carry an `id` and repeat across the answer (a game under each of its stat
   * lines): each id's text is written once and reused. One writer per answer, so the reuse never
   * outlives the data it was written from.
   */
  reuseById?: readonly z.ZodType[];
}

const defOf = (schema: unknown): ZodDefLike | undefined =>
  (schema as { _zod?: { def?: ZodDefLike } })?._zod?.def;

function writeNumber(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : JSON.stringify(value ?? null);
}

class Unsupported extends Error {}

function compile(schema: unknown, options: JsonWriterOptions): Write {
  const def = defOf(schema);
  if (!def) throw new Unsupported('not a zod schema');
  const write = compileDef(def, options);
  if (!options.reuseById?.includes(schema as z.ZodType)) return write;
  const written = new Map<unknown, string>();
  return (value) => {
    const id = (value as { id?: unknown } | null)?.id;
    if (id === undefined) return write(value);
    let text = written.get(id);
    if (text === undefined) {
      text = write(value);
      written.set(id, text);
    }
    return text;
  };
}

function compileDef(def: ZodDefLike, options: JsonWriterOptions): Write {
  switch (def.type) {
    case 'string':
    case 'enum':
    case 'literal':
      return (value) => JSON.stringify(value);
    case 'number':
      return writeNumber;
    case 'boolean':
      return (value) => (value ? 'true' : 'false');
    case 'null':
      return () => 'null';
    case 'nullable': {
      const inner = compile(def.innerType, options);
      return (value) => (value === null ? 'null' : inner(value));
    }
    case 'optional':
      // An undefined value is left out by the object writer, as JSON.stringify leaves it out.
      return compile(def.innerType, options);
    case 'array': {
      const element = compile(def.element, options);
      return (value) => {
        const items = value as unknown[];
        let out = '[';
        for (let i = 0; i < items.length; i++) out += (i === 0 ? '' : ',') + element(items[i]);
        return `${out}]`;
      };
    }
    case 'object': {
      // A catch-all (passthrough, loose objects) keeps keys the shape does not list: not a fixed shape.
      if (defOf(def.catchall) && defOf(def.catchall)?.type !== 'never') throw new Unsupported('catchall');
      const fields = Object.entries(def.shape ?? {}).map(
        ([key, field]) => [key, `${JSON.stringify(key)}:`, compile(field, options)] as const,
      );
      return (value) => {
        const object = value as Record<string, unknown>;
        let out = '{';
        let first = true;
        for (const [key, prefix, write] of fields) {
          const field = object[key];
          if (field === undefined) continue;
          out += (first ? prefix : `,${prefix}`) + write(field);
          first = false;
        }
        return `${out}}`;
      };
    }
    default:
      throw new Unsupported(def.type);
  }
}

/** A writer for values of `schema`, or null when the schema has parts a writer does not cover. */
export function tryJsonWriterOf<T>(
  schema: z.ZodType<T>,
  options: JsonWriterOptions = {},
): ((value: T) => string) | null {
  try {
    return compile(schema, options);
  } catch (error) {
    if (error instanceof Unsupported) return null;
    throw error;
  }
}

/** A writer for values of `schema`; throws (at start-up, where routes make theirs) if it has none. */
export function jsonWriterOf<T>(schema: z.ZodType<T>, options: JsonWriterOptions = {}): (value: T) => string {
  const write = tryJsonWriterOf(schema, options);
  if (!write) throw new Error('This schema has parts a JSON writer does not cover: keep the zod serializer');
  return write;
}

/**
 * The app's response serializer: the schema's writer where it has one, zod's encoding otherwise. Same
 * text either way; the writer skips building the encoded copy of every answer.
 */
export const responseSerializerCompiler: typeof serializerCompiler = (route) => {
  const write = tryJsonWriterOf(route.schema as z.ZodType);
  return write ?? serializerCompiler(route);
};
