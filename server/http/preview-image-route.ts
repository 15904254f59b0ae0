// GET /api/share/{date}/image.png: the link-preview PNG that og:image names (server/services/
// share.ts). It asks the same procedures as GET /api/share/{date} and GET /api/devotions/{date},
// so validation (400), a missing devotion (404) and outages (503) answer exactly as they do.
// Rendering is bounded (server/services/preview-image-queue.ts): a full queue answers 503 with
// Retry-After, and a request closed before its card is rendered has nothing rendered for it.
import type { FastifyInstance } from 'fastify';
import { PREVIEW_CONTENT_TYPE } from '../services/preview-image.ts';
import { createPreviewImages, PreviewQueueFull, PreviewRequestClosed, type PreviewImages } from '../services/preview-image-queue.ts';
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
  app.addHook('onClose', () => images.close());

  app.get<{ Params: { date: string } }>(PREVIEW_IMAGE_PATH, async (request, reply) => {
    // The response closes before it is sent only when the client went away.
    const closed = new AbortController();
    const onClose = () => {
      if (!reply.raw.writableEnded) closed.abort();
    };
    reply.raw.on('close', onClose);
    try {
      const caller = createCaller(createContext());
      const { date } = request.params;
      const [share, devotion] = await Promise.all([caller.share.byDate({ date }), caller.devotion.byDate({ date })]);
      const png = await images.get(
        {
          contentDate: devotion.contentDate,
          title: share.title,
          verseReference: devotion.verseReference,
          heroImageUrl: devotion.heroImage.url,
        },
        {
          signal: closed.signal,
          onRendered: (milliseconds) => request.log.info(`Rendered the preview image for ${date} in ${Math.round(milliseconds)} ms`),
        },
      );
      return reply
        .header('content-type', PREVIEW_CONTENT_TYPE)
        .header('cache-control', IMAGE_CACHE_CONTROL)
        .header(SERVICE_WORKER_CACHE_HEADER, 'public')
        .send(png);
    } catch (cause) {
      if (cause instanceof PreviewQueueFull) {
        return reply
          .status(503)
          .headers(cacheHeaders('private'))
          .header('retry-after', String(cause.retryAfterSeconds))
          .send({ error: cause.message });
      }
      // No one is there to read an answer; this one only ends the exchange.
      if (cause instanceof PreviewRequestClosed) return reply.status(503).headers(cacheHeaders('private')).send({ error: cause.message });
      const { error, answer } = fromProcedureError(cause);
      logFailure(request.log, answer.status, `GET ${PREVIEW_IMAGE_PATH}`, error);
      return reply.status(answer.status).headers(cacheHeaders('private')).send({ error: answer.message });
    } finally {
      reply.raw.off('close', onClose);
    }
  });
}
