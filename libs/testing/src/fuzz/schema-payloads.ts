import fc from 'fast-check';
import type { z } from 'zod';
import {
  boundaryNumber,
  hostileKey,
  hostileShape,
  hostileString,
  hostileValue,
  rawBody,
} from './hostile-values.js';

type FieldKind = 'string' | 'number' | 'boolean' | 'enum' | 'array' | 'object' | 'other';

interface Field {
  kind: FieldKind;
  required: boolean;
  /** A value of the right type (the first enum option, a short word…), for bodies that break one thing. */
  sample: unknown;
}

/** A payload to send: a JSON value, or raw text sent as JSON. */
export type FuzzBody = { json: unknown } | { raw: string };

interface ZodInternals {
  _zod: { def: { type: string; innerType?: unknown; in?: unknown; shape?: Record<string, unknown> } };
}

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);
const OPTIONAL = new Set(['optional', 'default', 'prefault']);

/** The schema under its wrappers, transforms and pipes, and whether a wrapper lets the value be left out. */
function unwrap(schema: unknown): { core: ZodInternals; optional: boolean } {
  let current = schema as ZodInternals;
  let optional = false;
  for (;;) {
    const { type, innerType, in: input } = current._zod.def;
    if (OPTIONAL.has(type)) optional = true;
    if (WRAPPERS.has(type)) current = innerType as ZodInternals;
    else if (type === 'pipe') current = input as ZodInternals;
    else return { core: current, optional };
  }
}

function describeField(schema: unknown): Field {
  const { core, optional } = unwrap(schema);
  const def = core._zod.def as { type: string; entries?: Record<string, string> };
  switch (def.type) {
    case 'string':
      return { kind: 'string', required: !optional, sample: 'Knit' };
    case 'number':
      return { kind: 'number', required: !optional, sample: 1 };
    case 'boolean':
      return { kind: 'boolean', required: !optional, sample: true };
    case 'enum':
      return { kind: 'enum', required: !optional, sample: Object.values(def.entries ?? {})[0] };
    case 'array':
      return { kind: 'array', required: !optional, sample: [] };
    case 'object':
      return { kind: 'object', required: !optional, sample: {} };
    default:
      return { kind: 'other', required: !optional, sample: null };
  }
}

/** The fields of an object schema (under its refinements and transforms). */
export function fieldsOf(schema: z.ZodType): Record<string, Field> {
  const { core } = unwrap(schema);
  const shape = core._zod.def.shape;
  if (core._zod.def.type !== 'object' || !shape) throw new Error('fuzz: the body schema must be an object');
  return Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, describeField(field)]));
}

/** A wrong value for a field of this kind: the other types, and the edges of its own. */
function wrongFor(kind: FieldKind): fc.Arbitrary<unknown> {
  switch (kind) {
    case 'string':
    case 'enum':
      return fc.oneof(hostileString(), boundaryNumber(), hostileShape());
    case 'number':
      return fc.oneof(boundaryNumber(), fc.constantFrom('', '5', 'NaN', '1e308', '-0', ' 1'), hostileShape());
    default:
      return hostileValue();
  }
}

/**
 * Malformed bodies derived from an object schema: one or several wrong fields, required fields left out,
 * extra fields, a wrong body altogether, and text that is not JSON. `valid` is a body the schema accepts, so a
 * payload can break exactly one thing; without it each field starts from a value of its type.
 */
export function malformedBodies(schema: z.ZodType, valid?: Record<string, unknown>): fc.Arbitrary<FuzzBody> {
  const fields = fieldsOf(schema);
  const keys = Object.keys(fields);
  const base = valid ?? Object.fromEntries(keys.map((key) => [key, fields[key]?.sample]));
  const key = fc.constantFrom(...keys);
  const badField = key.chain((name) =>
    wrongFor(fields[name]?.kind ?? 'other').map((value) => [name, value] as const),
  );
  const withBad = (entries: ReadonlyArray<readonly [string, unknown]>) => ({
    ...base,
    ...Object.fromEntries(entries),
  });
  const json = fc.oneof(
    { weight: 5, arbitrary: badField.map((entry) => withBad([entry])) },
    { weight: 2, arbitrary: fc.array(badField, { minLength: 2, maxLength: 5 }).map(withBad) },
    {
      weight: 2,
      arbitrary: fc
        .subarray(keys, { minLength: 1 })
        .map((dropped) =>
          Object.fromEntries(Object.entries(base).filter(([name]) => !dropped.includes(name))),
        ),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.dictionary(hostileKey(), hostileValue(), { minKeys: 1, maxKeys: 4 }), badField)
        .map(([extra, entry]) => ({ ...withBad([entry]), ...extra })),
    },
    { weight: 1, arbitrary: fc.oneof(hostileValue(), fc.constant([base]), fc.constant({ data: base })) },
  );
  return fc.oneof(
    { weight: 9, arbitrary: json.map((value): FuzzBody => ({ json: value })) },
    { weight: 1, arbitrary: rawBody().map((raw): FuzzBody => ({ raw })) },
  );
}

/** What the service will parse: JSON's own view of the value (NaN becomes null, -0 becomes 0), or undefined. */
export function parsedBody(
  body: FuzzBody,
): { ok: true; value: unknown; text: string } | { ok: false; text: string } {
  const text = 'raw' in body ? body.raw : JSON.stringify(body.json);
  try {
    // body-parser reads an empty JSON body as {}.
    return { ok: true, value: text === '' ? {} : (JSON.parse(text) as unknown), text };
  } catch {
    return { ok: false, text };
  }
}
