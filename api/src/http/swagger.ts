import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';

export const SWAGGER_PATH = 'api/docs';

/** OpenAPI document at /api/docs-json and Swagger UI at /api/docs. */
export function setupSwagger(app: NestFastifyApplication): void {
  const config = new DocumentBuilder()
    .setTitle('Akiya marketplace API')
    .setDescription(
      'Listings, base data, micro-frontend remotes and health. Every 4xx/5xx answers ApiErrorBody ' +
        '{statusCode, error, message, errors?} with a Japanese message.',
    )
    .setVersion('0.1.0')
    .build();
  const document = SwaggerModule.createDocument(app, config);
  SwaggerModule.setup(SWAGGER_PATH, app, document, { jsonDocumentUrl: 'api/docs-json' });
}
