import type { Lang } from "../../src/lib/languages";
import type { IdName } from "../../src/schemas/common";
import type { PersonDetail, PersonGroup, PersonListItem, PersonProduction } from "../../src/schemas/persons";
import { cleanRichText } from "./rich-text";
import { col, imageObj, imageThumbnails } from "./shared";
import { type BothSlugs, bothUrls, detailUrl } from "./urls";

interface PersonRow {
  id: number;
  slug: string;
  first_name: string;
  last_name: string;
  position: string | null;
  email: string | null;
  phone: string | null;
  image: string | null;
  /** The image's alt text in this language (migration 0026); none: the person's name. */
  image_alt: string | null;
}

const personColumns = (L: "de" | "en") =>
  `p.id, p.slug_${L} AS slug, p.first_name, p.last_name, p.position_${L} AS position, p.email, p.phone, p.image,
   p.image_alt_${L} AS image_alt`;

function mapPerson(row: PersonRow, lang: Lang): PersonListItem {
  const name = `${row.first_name} ${row.last_name}`.trim();
  return {
    id: row.id,
    slug: row.slug,
    url: detailUrl("person", lang, row.slug, row.id),
    first_name: row.first_name,
    last_name: row.last_name,
    name,
    position: row.position,
    email: row.email,
    phone: row.phone,
    image_obj: imageObj(row.image, row.image_alt ?? name),
    image_thumbnails: imageThumbnails(row.image),
  };
}

/** The team page: every person category with its members in editor order; empty categories are left out. */
export async function listPersonGroups(db: D1Database, lang: Lang): Promise<PersonGroup[]> {
  const L = col(lang);
  const { results } = await db
    .prepare(
      `SELECT pc.id AS category_id, pc.name_${L} AS category_name, ${personColumns(L)}
         FROM person_categories pc
         JOIN person_category_map pm ON pm.category_id = pc.id
         JOIN persons p ON p.id = pm.person_id
        ORDER BY pc.position, pc.id, pm.position, p.last_name, p.first_name, p.id`,
    )
    .all<PersonRow & { category_id: number; category_name: string }>();
  const groups: PersonGroup[] = [];
  for (const row of results) {
    let group = groups[groups.length - 1];
    if (group?.id !== row.category_id) {
      group = { id: row.category_id, name: row.category_name, members: [] };
      groups.push(group);
    }
    group.members.push(mapPerson(row, lang));
  }
  return groups;
}

export async function getPerson(db: D1Database, lang: Lang, id: number): Promise<PersonDetail | null> {
  const L = col(lang);
  const [personResult, categoryResult, productionResult] = await db.batch<unknown>([
    db
      .prepare(`SELECT ${personColumns(L)}, p.slug_de, p.slug_en, p.bio_${L} AS bio FROM persons p WHERE p.id = ?1`)
      .bind(id),
    db
      .prepare(
        `SELECT pc.id, pc.name_${L} AS name FROM person_category_map pm
           JOIN person_categories pc ON pc.id = pm.category_id
          WHERE pm.person_id = ?1 ORDER BY pc.position, pc.id`,
      )
      .bind(id),
    db
      .prepare(
        `SELECT pr.id, pr.title_${L} AS title, pr.slug_${L} AS slug, pp.role_${L} AS role
           FROM production_persons pp JOIN productions pr ON pr.id = pp.production_id
          WHERE pp.person_id = ?1 AND pr.is_online = 1 ORDER BY pr.title_${L} COLLATE NOCASE, pr.id, pp.position`,
      )
      .bind(id),
  ]);
  const row = personResult?.results[0] as (PersonRow & BothSlugs & { bio: string | null }) | undefined;
  if (!row) return null;
  const productions: PersonProduction[] = (
    (productionResult?.results ?? []) as { id: number; title: string; slug: string; role: string | null }[]
  ).map((p) => ({ id: p.id, title: p.title, url: detailUrl("production", lang, p.slug, p.id), role: p.role }));
  return {
    ...mapPerson(row, lang),
    urls: bothUrls("person", { de: row.slug_de, en: row.slug_en }, row.id),
    bio: cleanRichText(row.bio),
    categories: (categoryResult?.results ?? []) as IdName[],
    productions,
  };
}
