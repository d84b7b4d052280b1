import { Hono } from "hono";
import { versionDiff } from "../../../src/lib/version-diff";
import { isDerivedField } from "../../../src/modules/editing";
import { type VersionCompare, type VersionRow, VersionsListQuery } from "../../../src/schemas/dashboard-versions";
import { getVersionWithCurrent, listVersions, versionsBatch } from "../../db/page-versions";
import { containsPattern, pageOffset } from "../../db/shared";
import type { AppEnv } from "../../env";
import { notFound, PRIVATE, parseId, slashOptional } from "../http";
import { csvDownload } from "./csv";
import { hubAccess, hubQuery, pagedList } from "./kit";

/**
 * The dashboard's versions (issue 25): every page's versions newest first, and one compared with
 * its page as it is now. Restoring one is the editing API's call (workers/api/editing/pages.ts),
 * which the hub makes with the page path each row carries.
 */
export const hubVersionsApi = new Hono<AppEnv>();

const base = "/dashboard/versions";
const EXPORT_BATCH = 1000;

hubVersionsApi.on("GET", slashOptional(`${base}/`), hubQuery("dashboard", VersionsListQuery), async (c) => {
  const query = c.req.valid("query");
  const data = await listVersions(c.env.DB, query, query.q ? containsPattern(query.q) : null, {
    limit: query.page_size,
    offset: pageOffset(query.page, query.page_size),
  });
  return pagedList(c, query, data);
});

hubVersionsApi.on("GET", slashOptional(`${base}/export/`), hubQuery("dashboard", VersionsListQuery), (c) => {
  const query = c.req.valid("query");
  const pattern = query.q ? containsPattern(query.q) : null;
  return csvDownload<VersionRow>(
    c,
    "versions.csv",
    [
      { header: "id", cell: (row) => row.id },
      { header: "created_at", cell: (row) => row.created_at },
      { header: "page_id", cell: (row) => row.page.id },
      { header: "page_title", cell: (row) => row.page.title },
      { header: "page_url", cell: (row) => row.page.url },
      { header: "lang", cell: (row) => row.lang },
      { header: "action", cell: (row) => row.action },
      { header: "user", cell: (row) => row.user?.name },
    ],
    (after) => versionsBatch(c.env.DB, query, pattern, after, EXPORT_BATCH),
  );
});

/**
 * GET {id}/compare/: what changed from the version to its page as it is now, in its language,
 * as codes and plain-text values (src/lib/version-diff.ts) the hub words.
 */
hubVersionsApi.on("GET", slashOptional(`${base}/:id{[0-9]+}/compare/`), hubAccess("dashboard"), async (c) => {
  const id = parseId(c.req.param("id"));
  const found = id === null ? null : await getVersionWithCurrent(c.env.DB, id);
  if (!found) return notFound(c, "No such version.");
  const answer: VersionCompare = {
    version: found.version,
    changes: versionDiff(found.version.lang, found.snapshot, found.current, isDerivedField),
  };
  return c.json(answer, 200, PRIVATE);
});
