import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { bodyIsOptional } from './optional-body.ts';

/** Carried from a route's schema to its operation (@fastify/swagger copies `x-` keys). */
const OPTIONAL_BODY = 'x-optional-body';

type Operation = { requestBody?: { required?: boolean }; [OPTIONAL_BODY]?: boolean };
type Paths = Record<string, Record<string, Operation> | undefined>;

/**
 * @fastify/swagger marks every body required; a route whose body may be left out
 * (plugins/optional-body.ts) says so in the document.
 */
function markOptionalBodies<D extends { paths?: object }>({
  openapiObject,
}: {
  openapiObject: D;
}): D {
  for (const operations of Object.values((openapiObject.paths ?? {}) as Paths)) {
    for (const operation of Object.values(operations ?? {})) {
      if (!operation[OPTIONAL_BODY]) continue;
      delete operation[OPTIONAL_BODY];
      if (operation.requestBody) operation.requestBody.required = false;
    }
  }
  return openapiObject;
}

/** OpenAPI document generated from the contract schemas, browsable at /api/docs. */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Caudal API', version: '1.0.0', description: 'API de Caudal' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: (document) => {
      const result = jsonSchemaTransform(document);
      if (!bodyIsOptional(document.schema?.body)) return result;
      return { ...result, schema: { ...result.schema, [OPTIONAL_BODY]: true } };
    },
    transformObject: (document) =>
      'openapiObject' in document ? markOptionalBodies(document) : document.swaggerObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
