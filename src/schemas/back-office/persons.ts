import * as v from "valibot";
import type { PageUrls } from "../common";
import { PositiveIntParam } from "../common";
import { hubListQuery } from "../hub";
import { ImageKey, Name, OptionalEmail, OptionalText, RefList, Revision, RichText, Slug } from "./common";

/**
 * A person of the team and the programme in the back office (issue 27): names, function in
 * both languages, contact, biography (rich text), image with its alt texts, categories of the
 * team page. The slugs are derived from the name in the form; the API checks each is free.
 */
export const PersonBody = v.object({
  revision: Revision,
  // Some entries are ensembles or groups with one name only: the first name may stay empty.
  first_name: v.pipe(v.optional(v.string(), ""), v.trim(), v.maxLength(100, "At most 100 characters")),
  last_name: Name(100),
  slug_de: Slug,
  slug_en: Slug,
  position_de: OptionalText(200),
  position_en: OptionalText(200),
  email: OptionalEmail,
  phone: OptionalText(50),
  bio_de: RichText,
  bio_en: RichText,
  image: ImageKey,
  image_alt_de: OptionalText(300),
  image_alt_en: OptionalText(300),
  categories: RefList,
});
export type PersonBody = v.InferOutput<typeof PersonBody>;
export type PersonValues = v.InferInput<typeof PersonBody>;

/** A person as the hub reads it (the form's values, and the public pages' addresses). */
export interface PersonItem extends Omit<PersonBody, "revision"> {
  id: number;
  revision: number;
  urls: PageUrls;
}

/** A row of the persons' list. */
export interface PersonRow {
  id: number;
  revision: number;
  first_name: string;
  last_name: string;
  position: string | null;
  image: string | null;
  /** The names of its categories, in the hub's language, comma-separated. */
  category_names: string | null;
  /** How many events and productions name the person. */
  uses: number;
}

/** GET /api/cms-hub/persons/: by last name unless told; `q` searches names and functions; `category` filters. */
export const PersonListQuery = hubListQuery(["name", "uses", "id"], "asc", {
  category: v.optional(PositiveIntParam),
});
