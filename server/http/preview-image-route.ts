// GET /api/share/{date}/image.png: the link-preview PNG that og:image names (server/services/
// share.ts). It asks the same procedures as GET /api/share/{date} and GET /api/devotions/{date},
// so validation (400), a missing devotion (404) and outages (503) answer exactly as they do.
import type { FastifyInstance } from 'fastify';
import { createPreviewImages, PREVIEW_CONTENT_TYPE, type PreviewImages } from '../services/preview-image.ts';
import type { Context } from '../trpc/context.ts';
import { createCaller } from '../trpc/root.ts';
import { cacheHeaders, SERVICE_WORKER_CACHE_HEADER } from './cache.ts';
import { fromProcedureError, logFailure } from './errors.ts';

export const PREVIEW_IMAGE_PATH = '/api/share/:date/image.png';

/** The image of a date changes only with the content, so previews may be kept for a day. */
const IMAGE_CACHE_CONTROL = 'public, max-age=86400';

export function registerPreviewImageRoute(
  app: FastifyInstance,
  createContext: () => Context,
  images: PreviewImages = createPreviewImages(),
): void {
  app.get<{ Params: { date: string } }>(PREVIEW_IMAGE_PATH, async (request, reply) => {
    try {
      const caller = createCaller(createContext());
      const { date } = request.params;
      const [share, devotion] = await Promise.all([caller.share.byDate({ date }), caller.devotion.byDate({ date })]);
      const png = await images.get(
        { contentDate: devotion.contentDate, title: share.title, verseReference: devotion.verseReference, heroImageUrl: devotion.heroImage.url },
        (milliseconds) => request.log.info(`Rendered the preview image for ${date} in ${Math.round(milliseconds)} ms`),
      );
      return reply
        .header('content-type', PREVIEW_CONTENT_TYPE)
        .header('cache-control', IMAGE_CACHE_CONTROL)
        .header(SERVICE_WORKER_CACHE_HEADER, 'public')
        .send(png);
    } catch (cause) {
      const { error, answer } = fromProcedureError(cause);
      logFailure(request.log, answer.status, `GET ${PREVIEW_IMAGE_PATH}`, error);
      return reply.status(answer.status).headers(cacheHeaders('private')).send({ error: answer.message });
    }
  });
}
