import { Hono } from "hono";
import * as v from "valibot";
import {
  DayHours,
  dayHoursProblems,
  ExceptionHours,
  ExceptionListQuery,
  type WeekResponse,
} from "../../../src/schemas/hub-opening-hours";
import type { ContentChange } from "../../cache/purge";
import {
  deleteException,
  exceptionFreeGuard,
  getException,
  getWeekHours,
  listExceptions,
  replaceWeekdayHours,
  writeException,
} from "../../db/opening-hours";
import { settingsVersionStatements } from "../../db/settings-versions";
import { pageOffset } from "../../db/shared";
import type { AppEnv } from "../../env";
import { berlinToday, isoDay } from "../days";
import { save, saveFailed } from "../editing/kit";
import { notFound, PRIVATE, slashOptional, unprocessable } from "../http";
import { type HubContext, hubAccess, hubJson, hubQuery, hubUser, pagedList } from "./kit";

/**
 * The site settings' opening hours (issue 25, admins): the week's regular hours, replaced a
 * weekday at a time, and the exceptions of single dates, which replace the weekday's hours on
 * their date. Every save is one batch with its settings version and activity row, then raises
 * the content generation, so the next page shows the new hours in its header strip.
 */
export const hubOpeningHoursApi = new Hono<AppEnv>();

const BASE = "/settings/opening-hours";
const EXCEPTION = `${BASE}/exceptions/:date{[0-9]{4}-[0-9]{2}-[0-9]{2}}`;
const HOURS_CHANGED: ContentChange[] = [{ kind: "site", parts: ["opening-hours"] }];
/** Six ranges and a note of 200 characters per language, with room to spare. */
const DAY_KIB = 8;

function hoursSave(c: HubContext, writes: D1PreparedStatement[], before: unknown, after: unknown) {
  const version = settingsVersionStatements(c.env.DB, {
    area: "opening_hours",
    userId: hubUser(c).id,
    before,
    after,
    now: new Date().toISOString(),
  });
  return save(c, [...writes, ...version], HOURS_CHANGED);
}

function invalidHours(c: HubContext, problems: ReturnType<typeof dayHoursProblems>) {
  return unprocessable(c, "invalid_opening_hours", problems);
}

function dateTaken(c: HubContext, date: string) {
  return c.json(
    {
      error: "conflict",
      detail: `There is an exception for ${date} already; change that one instead.`,
      field: "date",
    },
    409,
    PRIVATE,
  );
}

/** GET settings/opening-hours/week/: the regular hours of each weekday, Monday (0) first. */
hubOpeningHoursApi.on("GET", slashOptional(`${BASE}/week/`), hubAccess("admin"), async (c) => {
  const body: WeekResponse = { week: await getWeekHours(c.env.DB) };
  return c.json(body, 200, PRIVATE);
});

/** PUT settings/opening-hours/week/{weekday}/: replaces that weekday's hours (0 = Monday). */
hubOpeningHoursApi.on(
  "PUT",
  slashOptional(`${BASE}/week/:weekday{[0-6]}/`),
  hubJson("admin", DAY_KIB, DayHours),
  async (c) => {
    const weekday = Number(c.req.param("weekday"));
    const day = c.req.valid("json");
    const problems = dayHoursProblems(day, { mayBeEmpty: true });
    if (problems.length > 0) return invalidHours(c, problems);

    const before = (await getWeekHours(c.env.DB))[weekday] ?? null;
    const failure = await hoursSave(c, replaceWeekdayHours(c.env.DB, weekday, day), before, { weekday, ...day });
    if (failure) return saveFailed(c, failure, before);
    const saved = (await getWeekHours(c.env.DB))[weekday];
    return c.json(saved, 200, PRIVATE);
  },
);

/**
 * GET settings/opening-hours/exceptions/?period=all|upcoming|past&page=&page_size=: the dates
 * with exceptions, upcoming first (soonest first), then past ones (latest first); today counts
 * as upcoming.
 */
hubOpeningHoursApi.on("GET", slashOptional(`${BASE}/exceptions/`), hubQuery("admin", ExceptionListQuery), async (c) => {
  const query = c.req.valid("query");
  const list = await listExceptions(c.env.DB, {
    today: isoDay(berlinToday()),
    period: query.period,
    limit: query.page_size,
    offset: pageOffset(query.page, query.page_size),
  });
  return pagedList(c, query, list);
});

/** POST settings/opening-hours/exceptions/: the hours of a date that has none yet (409 when it has). */
hubOpeningHoursApi.on(
  "POST",
  slashOptional(`${BASE}/exceptions/`),
  hubJson("admin", DAY_KIB, ExceptionHours),
  async (c) => {
    const { date, ...day } = c.req.valid("json");
    const problems = dayHoursProblems(day, { mayBeEmpty: false });
    if (problems.length > 0) return invalidHours(c, problems);
    if (await getException(c.env.DB, date)) return dateTaken(c, date);

    const writes = [exceptionFreeGuard(c.env.DB, date), ...writeException(c.env.DB, null, date, day)];
    if (await hoursSave(c, writes, null, { date, ...day })) return dateTaken(c, date);
    return c.json(await getException(c.env.DB, date), 201, PRIVATE);
  },
);

/** PUT settings/opening-hours/exceptions/{date}/: new hours for the date, or moves them to `date` of the body. */
hubOpeningHoursApi.on("PUT", slashOptional(`${EXCEPTION}/`), hubJson("admin", DAY_KIB, ExceptionHours), async (c) => {
  const from = c.req.param("date");
  const { date, ...day } = c.req.valid("json");
  const before = await getException(c.env.DB, from);
  if (!before) return notFound(c, `There is no exception for ${from}.`);
  const problems = dayHoursProblems(day, { mayBeEmpty: false });
  if (problems.length > 0) return invalidHours(c, problems);
  const moved = date !== from;
  if (moved && (await getException(c.env.DB, date))) return dateTaken(c, date);

  const writes = [...(moved ? [exceptionFreeGuard(c.env.DB, date)] : []), ...writeException(c.env.DB, from, date, day)];
  if (await hoursSave(c, writes, before, { date, ...day })) return dateTaken(c, date);
  return c.json(await getException(c.env.DB, date), 200, PRIVATE);
});

/** DELETE settings/opening-hours/exceptions/{date}/: the date has its weekday's hours again. */
hubOpeningHoursApi.on(
  "DELETE",
  slashOptional(`${EXCEPTION}/`),
  hubJson("admin", 1, v.object({}), { emptyAs: {} }),
  async (c) => {
    const date = c.req.param("date");
    const before = await getException(c.env.DB, date);
    if (!before) return notFound(c, `There is no exception for ${date}.`);
    const failure = await hoursSave(c, [deleteException(c.env.DB, date)], before, null);
    if (failure) return saveFailed(c, failure, before);
    return c.json({ deleted: date }, 200, PRIVATE);
  },
);
