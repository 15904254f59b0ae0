// GET /feed.xml and GET /calendar.ics: a daily reminder with no account. Each day's devotion is
// asked of the same procedure as GET /api/devotions/{date}, so the perennial rule, readiness
// (503) and outages answer exactly as they do there; a bad query parameter is a 400 in words.
import { TRPCError } from '@trpc/server';
import type { FastifyInstance } from 'fastify';
import { todayIso, type IsoDate } from '../../src/shared/dates.ts';
import { CALENDAR_DAYS, CALENDAR_PATH, calendarQuerySchema, FEED_DAYS, FEED_PATH } from '../../src/shared/schemas/reminders.ts';
import type { Devotion } from '../../src/shared/schemas/devotion.ts';
import { addCalendarDays, dayInTimeZone } from '../../src/shared/time-zones.ts';
import { buildCalendar, buildFeed } from '../services/reminders.ts';
import type { Context } from '../trpc/context.ts';
import { readableZodMessage } from '../trpc/init.ts';
import { createCaller } from '../trpc/root.ts';
import { cacheHeaders } from './cache.ts';
import { fromProcedureError, logFailure } from './errors.ts';

export const FEED_CONTENT_TYPE = 'application/atom+xml; charset=utf-8';
export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';

/** The devotions of `count` days from `first`; a day with none (outside every calendar) is left out. */
async function devotionsFrom(context: Context, first: IsoDate, count: number): Promise<Devotion[]> {
  const caller = createCaller(context);
  const days = Array.from({ length: count }, (_, index) => addCalendarDays(first, index));
  const found = await Promise.all(
    days.map((date) =>
      caller.devotion.byDate({ date }).catch((cause: unknown) => {
        if (cause instanceof TRPCError && cause.code === 'NOT_FOUND') return null;
        throw cause;
      }),
    ),
  );
  return found.filter((devotion) => devotion !== null);
}

export function registerReminderRoutes(app: FastifyInstance, createContext: () => Context): void {
  app.get(FEED_PATH, async (request, reply) => {
    try {
      const context = createContext();
      // The server's day, as the devotion pages read "today"; perennial days are included.
      const devotions = await devotionsFrom(context, addCalendarDays(todayIso(), 1 - FEED_DAYS), FEED_DAYS);
      return reply.headers(cacheHeaders('public')).type(FEED_CONTENT_TYPE).send(buildFeed(devotions, context.origin));
    } catch (cause) {
      const { error, answer } = fromProcedureError(cause);
      logFailure(request.log, answer.status, `GET ${FEED_PATH}`, error);
      return reply.status(answer.status).headers(cacheHeaders('private')).send({ error: answer.message });
    }
  });

  app.get(CALENDAR_PATH, async (request, reply) => {
    const query = calendarQuerySchema.safeParse(request.query);
    if (!query.success) {
      return reply
        .status(400)
        .headers(cacheHeaders('private'))
        .send({ error: readableZodMessage(query.error) });
    }
    try {
      const context = createContext();
      // Today where the reader is: their first reminder is today's, wherever the server runs.
      const today = dayInTimeZone(new Date(), query.data.tz);
      const devotions = await devotionsFrom(context, today, CALENDAR_DAYS);
      return reply
        .headers(cacheHeaders('public'))
        .type(CALENDAR_CONTENT_TYPE)
        .send(buildCalendar(devotions, context.origin, query.data, today));
    } catch (cause) {
      const { error, answer } = fromProcedureError(cause);
      logFailure(request.log, answer.status, `GET ${CALENDAR_PATH}`, error);
      return reply.status(answer.status).headers(cacheHeaders('private')).send({ error: answer.message });
    }
  });
}
