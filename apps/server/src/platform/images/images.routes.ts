import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { requireActor, signedIn } from '../../lib/actor';
import { sendStored } from '../storage/send-stored';
import { imagesService } from './images.service';

export const imagesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/images',
      {
        ...signedIn,
        schema: {
          tags: ['imagens'],
          querystring: z.object({
            filename: z.string().regex(/^[A-Za-z0-9_-]+\.(webp|png|jpg)$/, 'Arquivo invalido'),
          }),
          produces: ['image/webp'],
        },
      },
      async (request, reply) => {
        const image = await imagesService.read(
          ctx.db,
          ctx.storage,
          requireActor(request.actor),
          request.query.filename,
        );
        return sendStored(reply.header('content-type', image.contentType), image);
      },
    );
  };
