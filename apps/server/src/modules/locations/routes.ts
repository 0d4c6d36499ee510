import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { citiesResponseSchema, districtsResponseSchema, statesResponseSchema, noQuery } from '@anupalan/shared';
import { errorResponses } from '../../lib/openapi.ts';
import { errorOptions } from '../../plugins/error-handler.ts';

const name = (field: string) =>
  z
    .string({ error: `${field} must be a single text value.` })
    .trim()
    .min(1, { error: `${field} is required.` })
    .max(150, { error: `${field} is too long.` });

const CACHE = 'public, max-age=3600';

/** The profile's cascading selects (portal §7): GET /get_states, /get_district, /get_city. */
export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  // Error answers here carry `status: 'error'` too (the spec's clients read `status`).
  errorOptions(app, { statusField: true });
  const locations = app.services.locations;

  app.get(
    '/get_states',
    {
      schema: {
        querystring: noQuery,
        tags: ['locations'],
        summary: 'States and union territories of India',
        response: { 200: statesResponseSchema, ...errorResponses },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', CACHE);
      return { status: true as const, states: await locations.states() };
    },
  );

  app.get(
    '/get_district',
    {
      schema: {
        tags: ['locations'],
        summary: 'Districts of a state, keyed by name (an unknown state gives an empty object)',
        querystring: z.object({ state: name('state') }),
        response: { 200: districtsResponseSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', CACHE);
      return { status: true as const, districts: await locations.districts(req.query.state) };
    },
  );

  app.get(
    '/get_city',
    {
      schema: {
        tags: ['locations'],
        summary: 'Post-office localities of a district with their PIN codes (locality → PIN)',
        querystring: z.object({ district: name('district'), state: name('state') }),
        response: { 200: citiesResponseSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', CACHE);
      return { status: true as const, cities: await locations.cities(req.query.state, req.query.district) };
    },
  );
};
