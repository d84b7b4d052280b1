import { Hono } from "hono";
import type { FieldProblem } from "../../../src/modules/editing";
import {
  altTextProblem,
  MediaAltPatch,
  MediaDelete,
  MediaOverviewQuery,
  type MediaOverviewRow,
  type MediaUsage,
} from "../../../src/schemas/dashboard-media";
import type { ContentChange } from "../../cache/purge";
import {
  deleteUnusedMedia,
  getMediaOverviewRow,
  listMediaOverview,
  mediaOverviewBatch,
  pagesShowingInModules,
  updateMediaAlts,
} from "../../db/media-overview";
import { activityRow } from "../../db/page-edits";
import { containsPattern, pageOffset } from "../../db/shared";
import type { AppEnv } from "../../env";
import { renditionKeys } from "../../images/renditions";
import { save, saveFailed } from "../editing/kit";
import { deferOf, notFound, PRIVATE, parseId, slashOptional, unprocessable } from "../http";
import { csvDownload } from "./csv";
import { type HubContext, hubAccess, hubJson, hubQuery, hubUser, pagedList } from "./kit";

/**
 * The dashboard's media overview (issue 25): the library with where each file is used, its alt
 * texts per language, and deleting what nothing uses. Every call needs dashboard access.
 */
export const hubMediaApi = new Hono<AppEnv>();

const base = "/dashboard/media";
/** Alt texts are short; the body is two of them. */
const BODY_KIB = 8;
const EXPORT_BATCH = 500;

hubMediaApi.on("GET", slashOptional(`${base}/`), hubQuery("dashboard", MediaOverviewQuery), async (c) => {
  const query = c.req.valid("query");
  const data = await listMediaOverview(c.env.DB, query, query.q ? containsPattern(query.q) : null, {
    limit: query.page_size,
    offset: pageOffset(query.page, query.page_size),
  });
  return pagedList(c, query, data, { totals: data.totals });
});

/** How a usage reads in a CSV cell and in a 409's detail: `page /de/x (de)`, `event 12 "Title"`. */
function usageLabel(usage: MediaUsage): string {
  return usage.type === "page"
    ? `page ${usage.url}${usage.place === "og_image" ? " (Open Graph image)" : ""}`
    : `${usage.type} ${usage.id} "${usage.title}"`;
}

hubMediaApi.on("GET", slashOptional(`${base}/export/`), hubQuery("dashboard", MediaOverviewQuery), (c) => {
  const query = c.req.valid("query");
  const pattern = query.q ? containsPattern(query.q) : null;
  return csvDownload<MediaOverviewRow>(
    c,
    "media.csv",
    [
      { header: "id", cell: (row) => row.id },
      { header: "key", cell: (row) => row.key },
      { header: "file_name", cell: (row) => row.file_name },
      { header: "bytes", cell: (row) => row.bytes },
      { header: "content_type", cell: (row) => row.content_type },
      { header: "width", cell: (row) => row.width },
      { header: "height", cell: (row) => row.height },
      { header: "alt_de", cell: (row) => row.alt_de },
      { header: "alt_en", cell: (row) => row.alt_en },
      { header: "created_at", cell: (row) => row.created_at },
      { header: "uploader", cell: (row) => row.uploader?.name },
      { header: "usage_count", cell: (row) => row.usage_count },
      { header: "used_in", cell: (row) => row.used_in.map(usageLabel).join("; ") },
    ],
    (after) => mediaOverviewBatch(c.env.DB, query, pattern, after, EXPORT_BATCH),
  );
});

const byId = `${base}/:id{[0-9]+}/`;

async function targetFile(c: HubContext): Promise<MediaOverviewRow | Response> {
  const id = parseId(c.req.param("id"));
  const file = id === null ? null : await getMediaOverviewRow(c.env.DB, id);
  return file ?? notFound(c, "No such file in the media library.");
}

hubMediaApi.on("GET", slashOptional(byId), hubAccess("dashboard"), async (c) => {
  const file = await targetFile(c);
  if (file instanceof Response) return file;
  return c.json(file, 200, PRIVATE);
});

/**
 * PATCH {id}/ `{alt_de, alt_en}`: both alt texts, each required and at most ALT_MAX characters
 * (422). The pages whose modules show the image are purged, so they show the new text at once.
 */
hubMediaApi.on("PATCH", slashOptional(byId), hubJson("dashboard", BODY_KIB, MediaAltPatch), async (c) => {
  const file = await targetFile(c);
  if (file instanceof Response) return file;
  const body = c.req.valid("json");
  const problems: FieldProblem[] = [];
  for (const field of ["alt_de", "alt_en"] as const) {
    const problem = altTextProblem(body[field]);
    if (problem !== null) problems.push({ path: field, message: problem });
  }
  if (problems.length > 0) return unprocessable(c, "invalid_alt", problems);
  const alts = { de: body.alt_de.trim(), en: body.alt_en.trim() };
  const db = c.env.DB;
  const showing = await pagesShowingInModules(db, file.key);
  const changes: ContentChange[] = showing.map(({ page, lang }) => ({ kind: "modules", page, lang }));
  const failure = await save(
    c,
    [
      updateMediaAlts(db, file.id, alts),
      activityRow(
        db,
        { userId: hubUser(c).id, lang: null, now: new Date().toISOString() },
        "update",
        { type: "media", id: file.id },
        {
          key: file.key,
          file_name: file.file_name,
          alt_de: { before: file.alt_de, after: alts.de },
          alt_en: { before: file.alt_en, after: alts.en },
        },
      ),
    ],
    changes,
  );
  if (failure) return saveFailed(c, failure, await getMediaOverviewRow(db, file.id));
  return c.json(await getMediaOverviewRow(db, file.id), 200, PRIVATE);
});

function inUse(c: HubContext, file: MediaOverviewRow) {
  return c.json(
    {
      error: "media_in_use",
      detail: `The file is still used: ${file.used_in.map(usageLabel).join("; ")}. Remove it there first.`,
      used_in: file.used_in,
    },
    409,
    PRIVATE,
  );
}

/**
 * DELETE {id}/: removes a file nothing uses, its row and then every rendition in R2; a used
 * one answers 409 naming where it is used, and nothing changes.
 */
hubMediaApi.on(
  "DELETE",
  slashOptional(byId),
  hubJson("dashboard", BODY_KIB, MediaDelete, { emptyAs: {} }),
  async (c) => {
    const file = await targetFile(c);
    if (file instanceof Response) return file;
    if (file.usage_count > 0) return inUse(c, file);
    const db = c.env.DB;
    const failure = await save(
      c,
      [
        ...deleteUnusedMedia(db, file.id, file.key),
        activityRow(
          db,
          { userId: hubUser(c).id, lang: null, now: new Date().toISOString() },
          "delete",
          { type: "media", id: file.id },
          { key: file.key, file_name: file.file_name },
        ),
      ],
      [],
    );
    // The guard found a use made since the file was read: answer with it.
    if (failure) {
      const current = await getMediaOverviewRow(db, file.id);
      return current ? inUse(c, current) : notFound(c, "No such file in the media library.");
    }
    // The row is gone: the file is deleted whatever R2 answers now. Its renditions, by their
    // names (never a prefix, which another key could extend), go after the answer where the
    // request allows; what R2 refuses stays as unreferenced bytes, logged.
    const removal = c.env.MEDIA.delete(renditionKeys(file.key)).catch((error: unknown) => {
      console.error(`R2 kept the renditions of ${file.key}`, error);
    });
    const defer = deferOf(c);
    if (defer) defer(removal);
    else await removal;
    return c.json({ deleted: file.id }, 200, PRIVATE);
  },
);
