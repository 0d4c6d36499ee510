import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestApp } from '../../../../tests/helpers/app.ts';
import type { RegisteredRoute } from '../plugins/api-fallback.ts';

/**
 * Every route validates its input with its contract (issue 25): scanned from the routes the app
 * registers (Fastify's onRoute, `app.registeredRoutes()`, hidden ones too), so a route added
 * without one fails here, whoever adds it.
 *
 *   params       a path with parameters declares `params`, naming exactly the path's parameters;
 *   body         a write (POST, PUT, PATCH, DELETE) declares its `body`: its fields' contract, or
 *                `noBody` when it reads none, `fileOnlyForm` for a multipart form that is only its
 *                file (packages/shared/src/contracts/bodies.ts);
 *   querystring  a read (GET) declares its `querystring`, or `noQuery` when it reads none
 *                (`staffRoute` declares `noQuery` for a back-office route that names no query).
 * Each is a zod schema (the one validator, serialiser and OpenAPI source), and a body is a contract
 * of its fields, not "any object" (a record of unknown values, or a field of unknown type, lets
 * anything through to a service that would have to judge it again).
 *
 * No exceptions: the HEAD twin Fastify adds to each GET shares its GET's schema, and the /api/v1
 * fallback (the JSON 404/405 for what no route answers) is not a route of anyone's.
 */
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function isZod(schema: unknown): schema is z.ZodType {
  return schema instanceof z.ZodType;
}

/** The object schema under optional/nullable/default/pipe wrappers, if there is one. */
function objectOf(schema: z.ZodType): z.ZodObject | null {
  let s: z.ZodType = schema;
  for (let depth = 0; depth < 8; depth++) {
    if (s instanceof z.ZodObject) return s;
    const def = s.def as { innerType?: z.ZodType; in?: z.ZodType; schema?: z.ZodType };
    const next = def.innerType ?? def.in ?? def.schema;
    if (!next) return null;
    s = next;
  }
  return null;
}

const TYPELESS = new Set(['unknown', 'any']);

/** Why a body schema is not a contract of its fields (undefined when it is one). */
function looseBody(schema: z.ZodType): string | undefined {
  const type = schema.def.type;
  if (type === 'record') {
    const value = (schema.def as unknown as { valueType: z.ZodType }).valueType;
    if (TYPELESS.has(value.def.type)) return 'a record of unknown values';
  }
  if (TYPELESS.has(type)) return `a body of type ${type}`;
  const object = objectOf(schema);
  if (object) {
    const typeless = Object.entries(object.shape).filter(([, field]) => TYPELESS.has((field as z.ZodType).def.type));
    if (typeless.length) return `field(s) of unknown type: ${typeless.map(([k]) => k).join(', ')}`;
  }
  return undefined;
}

function pathParams(url: string): string[] {
  return [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!).sort();
}

/** What is missing from one route's contract, as readable lines (empty when it is complete). */
function contractGaps(route: RegisteredRoute): string[] {
  const where = `${route.method} ${route.url}`;
  const schema = route.schema ?? {};
  const gaps: string[] = [];
  const names = pathParams(route.url);
  if (names.length) {
    if (!isZod(schema.params)) gaps.push(`${where}: no params contract (declare \`params\` naming ${names.join(', ')})`);
    else {
      const declared = Object.keys(objectOf(schema.params)?.shape ?? {}).sort();
      if (declared.join() !== names.join()) {
        gaps.push(`${where}: params declares [${declared.join(', ')}], the path has [${names.join(', ')}]`);
      }
    }
  }
  if (WRITES.has(route.method)) {
    if (!isZod(schema.body)) gaps.push(`${where}: no body contract (its fields' schema, or \`noBody\` / \`fileOnlyForm\`)`);
    else {
      const loose = looseBody(schema.body);
      if (loose) gaps.push(`${where}: the body contract is ${loose}; declare each field`);
    }
  }
  if (route.method === 'GET' && !isZod(schema.querystring)) {
    gaps.push(`${where}: no querystring contract (its parameters' schema, or \`noQuery\`)`);
  }
  return gaps;
}

describe('every route validates with its contract', () => {
  const t = useTestApp();

  it('declares params, body (writes) and querystring (reads) as zod contracts, and no body lets anything through', () => {
    const routes = t.app.registeredRoutes().filter((r) => !r.fallback && r.method !== 'HEAD');
    // Sanity: the scan sees the whole app, hidden routes and the public alias included.
    const seen = routes.map((r) => `${r.method} ${r.url}`);
    expect(seen).toContain('POST /api/v1/admin/catalog/categories');
    expect(seen).toContain('GET /public/api/v1/user/all_companies/:userId');
    expect(seen).toContain('GET /healthz');
    expect(routes.length).toBeGreaterThan(150);
    const gaps = routes.flatMap(contractGaps);
    expect(gaps, `${gaps.length} route(s) without a full contract:\n${gaps.join('\n')}`).toEqual([]);
  });

  it('the scan itself: each kind of gap is caught', () => {
    const route = (method: string, url: string, schema: RegisteredRoute['schema']): RegisteredRoute => ({
      method,
      url,
      hidden: false,
      fallback: false,
      schema,
    });
    expect(contractGaps(route('POST', '/x', {}))).toHaveLength(1);
    expect(contractGaps(route('POST', '/x', { body: z.record(z.string(), z.unknown()) }))[0]).toMatch(/record of unknown/);
    expect(contractGaps(route('POST', '/x', { body: z.object({ a: z.unknown(), b: z.string() }) }))[0]).toMatch(
      /unknown type: a;/,
    );
    expect(contractGaps(route('PUT', '/x/:id', { body: z.object({}) }))[0]).toMatch(/no params/);
    expect(contractGaps(route('GET', '/x/:id', { params: z.object({ key: z.string() }), querystring: z.object({}) }))[0]).toMatch(
      /params declares \[key\]/,
    );
    expect(contractGaps(route('GET', '/x', {}))[0]).toMatch(/no querystring/);
    expect(contractGaps(route('GET', '/x', { querystring: { type: 'object' } }))[0]).toMatch(/no querystring/);
    expect(
      contractGaps(route('PATCH', '/x/:id', { params: z.object({ id: z.number() }), body: z.object({ a: z.string() }) })),
    ).toEqual([]);
  });
});
