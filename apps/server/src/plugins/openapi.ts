import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { ERROR_CODES } from '@neetmentor/contract';

const errorCodeTable = Object.entries(ERROR_CODES)
  .map(([code, meaning]) => `| \`${code}\` | ${meaning} |`)
  .join('\n');

const DESCRIPTION = `Every answer is wrapped in \`{ statusCode, data, message, success }\`, with the HTTP status equal to
\`statusCode\`. Every error answer also carries \`code\`: a stable, machine-readable reason that clients decide
on (the \`message\` is for people and may change). Validation errors (\`VALIDATION_FAILED\`) list each field in
\`data.errors\` as \`{ path, message }\`.

| code | meaning |
|---|---|
${errorCodeTable}`;

/** The OpenAPI document is generated from the route schemas; an interactive page lives at /api/docs. */
export async function registerOpenApi(app: FastifyInstance, brandName: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: `${brandName} API`, description: DESCRIPTION, version: '1.0.0' },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        schemas: {
          ErrorEnvelope: {
            type: 'object',
            required: ['statusCode', 'data', 'message', 'success', 'code'],
            properties: {
              statusCode: { type: 'integer', minimum: 400 },
              data: {
                nullable: true,
                description: 'null, or { errors: [{ path, message }] } for VALIDATION_FAILED',
              },
              message: { type: 'string', description: 'For people; may change.' },
              success: { type: 'boolean', enum: [false] },
              code: {
                type: 'string',
                enum: Object.keys(ERROR_CODES),
                description: 'Stable reason for the error; see the table in the description.',
              },
            },
          },
        },
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
