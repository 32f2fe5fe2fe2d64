import { jsonSchemaTransform } from 'fastify-type-provider-zod';

type Transform = typeof jsonSchemaTransform;

/**
 * The zod transform, plus a request body for the upload routes: they read their multipart parts in the
 * handler (no `body` schema to validate), so without this the OpenAPI document would not say they take
 * multipart/form-data. The shape is described in each route's description.
 */
export const openApiTransform: Transform = (input) => {
  const out = jsonSchemaTransform(input);
  const schema = out.schema as Record<string, unknown> | undefined;
  const consumes = schema?.consumes as string[] | undefined;
  if (schema && consumes?.includes('multipart/form-data') && !schema.body) {
    schema.body = {
      type: 'object',
      description: 'multipart/form-data: the fields and files named in the description',
    };
  }
  return out;
};
