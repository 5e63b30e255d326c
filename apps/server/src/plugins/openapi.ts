import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document is generated from the route schemas; an interactive page lives at /api/docs. */
export async function registerOpenApi(app: FastifyInstance, brandName: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${brandName} API`,
        description: 'Every answer is wrapped in { statusCode, data, message, success }.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
}
