import * as v from "valibot";
import type { Paged } from "./common";
import type { FieldValue } from "./form-entries";
import { hubListQuery, period, withPeriod } from "./hub";

/**
 * The form entries of the CMS hub's dashboard (issue 25, SPEC §7 forms): the forms with their
 * entry counts, each form's entries page by page, and the entries as CSV.
 */

/** GET /api/cms-hub/forms/: newest entry first unless told; `q` searches both titles. */
export const HubFormsQuery = hubListQuery(["last_entry", "entries", "title"], "desc", {});

const entriesQuery = hubListQuery(["submitted_at"], "desc", period);

/**
 * GET /api/cms-hub/forms/:id/entries/: newest first unless told; `q` searches the values; a
 * period it cannot read is a 400 naming `from`, as in the dashboard's panels.
 */
export const HubFormEntriesQuery = withPeriod(entriesQuery);

/** GET /api/cms-hub/forms/:id/entries/export/: the list's filters and order, every row. */
export const HubFormEntriesExportQuery = withPeriod(v.omit(entriesQuery, ["page", "page_size"]));

export interface HubFormSummary {
  id: number;
  revision: number;
  title_de: string;
  title_en: string;
  is_online: boolean;
  /** Rendered by the former external form service: it has no entries here. */
  is_external: boolean;
  entry_count: number;
  /** Instant of the newest entry, null without entries. */
  last_entry_at: string | null;
}

export interface HubFormField {
  slug: string;
  label_de: string;
  label_en: string;
  field_type: number;
  /** A field no longer on the form whose answers old entries still hold (labelled by its slug). */
  removed?: boolean;
}

export interface HubFormFile {
  id: number;
  /** Slug of the file field the upload was sent in. */
  field: string;
  name: string;
  size: number;
  content_type: string;
  /** Staff download (`/api/cms-hub/forms/files/:id/`), as an attachment. */
  url: string;
}

export interface HubFormEntry {
  id: number;
  submitted_at: string;
  lang: "de" | "en";
  /** One value per field of the form, in the form's field order; a file field gives the file's name. */
  values: { slug: string; value: FieldValue }[];
  files: HubFormFile[];
}

/** The entries page: the paged envelope with the form and its fields (the table's columns). */
export type HubFormEntriesPage = Paged<HubFormEntry> & {
  form: { id: number; title_de: string; title_en: string };
  fields: HubFormField[];
};

/** POST /api/cms-hub/forms/entries/erase/{preview/}: the sender whose entries a privacy request removes. */
export const EntryEraseBody = v.object({
  email: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty("This field is required!"),
    v.maxLength(254, "At most 254 characters"),
    v.email("Enter an e-mail address"),
  ),
});

/** What an erase removes (its preview) or removed: the entries per form and their uploads. */
export interface EntryErasure {
  entries: number;
  files: number;
  forms: { id: number; title_de: string; title_en: string; entries: number }[];
}
