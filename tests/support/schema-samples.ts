import { z } from 'zod';
import type { Random } from '@/lib/games/grid-puzzle-engine';

type Schema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  prefixItems?: Schema[];
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const between = (random: Random, low: number, high: number) => low + Math.floor(random() * (high - low + 1));

function sample(schema: Schema, random: Random): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return pick(random, schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return sample(pick(random, choices), random);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => sample(part, random)));
  const type = Array.isArray(schema.type) ? pick(random, schema.type) : schema.type;
  switch (type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {}))
        if (schema.required?.includes(key) || random() < 0.5) value[key] = sample(property, random);
      return value;
    }
    case 'array': {
      if (schema.prefixItems) return schema.prefixItems.map((item) => sample(item, random));
      const length = between(random, schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, (schema.minItems ?? 0) + 4));
      return Array.from({ length }, () => sample(schema.items ?? {}, random));
    }
    case 'integer':
    case 'number': {
      const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 0);
      const high = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : low + 100);
      return between(random, low, Math.min(high, low + 1000));
    }
    case 'string': {
      const length = between(random, schema.minLength ?? 1, Math.min(schema.maxLength ?? 8, (schema.minLength ?? 1) + 8));
      return Array.from({ length }, () => String.fromCharCode(97 + Math.floor(random() * 26))).join('');
    }
    case 'boolean':
      return random() < 0.5;
    case 'null':
      return null;
    default:
      return null;
  }
}

/**
 * Random values of the shape a zod schema describes (through its JSON Schema), for driving an engine
 * with moves it must either apply or refuse without knowing the game: most are refused, some apply.
 * Only the ones the schema accepts are returned (a regex or refinement the JSON Schema cannot say).
 */
export function sampleValues<T>(schema: z.ZodType<T>, random: Random, count: number): T[] {
  const json = z.toJSONSchema(schema, { unrepresentable: 'any' }) as Schema;
  const values: T[] = [];
  for (let tries = 0; values.length < count && tries < count * 20; tries++) {
    const parsed = schema.safeParse(sample(json, random));
    if (parsed.success) values.push(parsed.data);
  }
  return values;
}
