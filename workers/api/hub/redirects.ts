import { Hono } from "hono";
import { hubListQuery } from "../../../src/schemas/hub";
import { listRedirectPage } from "../../db/redirects";
import { containsPattern, pageOffset } from "../../db/shared";
import type { AppEnv } from "../../env";
import { slashOptional } from "../http";
import { hubQuery, pagedList } from "./kit";

/**
 * GET settings/redirects/: the redirect list for the site settings' screen, searched, sorted and
 * paged on the server. Its writes are the editors' redirect list (ADR 0022,
 * `/{lang}/pageeditor-api/redirects/`), the one write path of redirects.
 */
export const hubRedirectsApi = new Hono<AppEnv>();

const RedirectListQuery = hubListQuery(["old_path", "new_path", "created_at"], "asc", {});

hubRedirectsApi.on("GET", slashOptional("/settings/redirects/"), hubQuery("admin", RedirectListQuery), async (c) => {
  const query = c.req.valid("query");
  const list = await listRedirectPage(
    c.env.DB,
    { pattern: query.q ? containsPattern(query.q) : undefined },
    { sort: query.sort, order: query.order, limit: query.page_size, offset: pageOffset(query.page, query.page_size) },
  );
  return pagedList(c, query, list);
});
