import * as v from "valibot";
import { languages } from "../lib/languages";
import type { VersionChange } from "../lib/version-diff";
import { PositiveIntParam } from "./common";
import { hubListQuery, period, withPeriod } from "./hub";

/** The dashboard's versions list (issue 25): every page's versions, newest first. */

/** What a save did, the second part of a version's `action` (`text.update`, `version.restore`). */
export const VERSION_VERBS = ["create", "update", "delete", "move", "copy", "restore", "undo"] as const;

/** GET dashboard/versions/ (and its export/): by page, user, language, verb and period; `q` a page title. */
export const VersionsListQuery = withPeriod(
  hubListQuery(["created_at"], "desc", {
    page_id: v.optional(PositiveIntParam),
    user: v.optional(PositiveIntParam),
    lang: v.optional(v.picklist(languages, "Expected lang=de or lang=en")),
    action: v.optional(v.picklist(VERSION_VERBS, `Expected an action of ${VERSION_VERBS.join(", ")}`)),
    ...period,
  }),
);
export type VersionsListQuery = v.InferOutput<typeof VersionsListQuery>;

export interface VersionRow {
  id: number;
  /** The page as it is now: its title and url in the version's language, its stored path there. */
  page: { id: number; title: string; url: string; path: string };
  lang: (typeof languages)[number];
  /** `<module type or page>.<verb>` as the save recorded it, e.g. `text.update`, `page.create`. */
  action: string;
  user: { id: number; name: string } | null;
  created_at: string;
}

/** GET dashboard/versions/:id/compare/: what changed from the version to the page as it is now. */
export interface VersionCompare {
  version: VersionRow;
  changes: VersionChange[];
}
