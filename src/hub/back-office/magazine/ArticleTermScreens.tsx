import { useRouterState } from "@tanstack/react-router";
import type { ColumnDef } from "@tanstack/react-table";
import { type ReactNode, useMemo } from "react";
import { ArticleCategoryBody, type ArticleCategoryItem } from "../../../schemas/back-office/article-categories";
import { ArticleTagBody, type ArticleTagItem } from "../../../schemas/back-office/article-tags";
import { HubPage } from "../../HubPage";
import { formatHubNumber, useHubLang, useHubTexts } from "../../texts";
import { Bilingual } from "../fields";
import { ItemLink, ItemList } from "../ItemList";
import {
  BackToList,
  DeleteItem,
  ItemFormFrame,
  type ItemFormFrameState,
  ItemLoader,
  PublicLinks,
  useItemForm,
} from "../ItemScreen";
import { useDerivedSlugs } from "./derived-slug";

/**
 * The magazine's categories and tags in the back office (issue 27): one list and one form for
 * both, a category having a style and a place in the order besides its names and slugs.
 */

type TermPath = "article-categories" | "article-tags";
type TermItem = ArticleCategoryItem | ArticleTagItem;

const TEXTS = {
  de: {
    titles: { "article-categories": "Magazin-Kategorien", "article-tags": "Magazin-Schlagwörter" } as Record<
      TermPath,
      string
    >,
    intros: {
      "article-categories": "Die Kategorien des Magazins, jede mit eigener Seite. Eine Kategorie mit Artikeln bleibt.",
      "article-tags": "Die Schlagwörter des Magazins, jedes mit eigener Seite. Ein verwendetes Schlagwort bleibt.",
    } as Record<TermPath, string>,
    news: { "article-categories": "Neue Kategorie", "article-tags": "Neues Schlagwort" } as Record<TermPath, string>,
    search: "Name oder Slug",
    name: "Name",
    position: "Reihenfolge",
    uses: "Artikel",
    slug: "Slug (Adresse)",
    slugHelp: "Folgt dem Namen, bis Sie ihn selbst ändern.",
    style: "Stil (CSS-Klasse)",
  },
  en: {
    titles: { "article-categories": "Magazine categories", "article-tags": "Magazine tags" } as Record<
      TermPath,
      string
    >,
    intros: {
      "article-categories": "The magazine's categories, each with its page. A category with articles stays.",
      "article-tags": "The magazine's tags, each with its page. A tag in use stays.",
    } as Record<TermPath, string>,
    news: { "article-categories": "New category", "article-tags": "New tag" } as Record<TermPath, string>,
    search: "Name or slug",
    name: "Name",
    position: "Order",
    uses: "Articles",
    slug: "Slug (address)",
    slugHelp: "Follows the name until you change it yourself.",
    style: "Style (CSS class)",
  },
};

/** Which of the two the address names (`/cms-hub/article-tags/…`). */
function useTermPath(): TermPath {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return pathname.split("/")[2] === "article-tags" ? "article-tags" : "article-categories";
}

export function ArticleTermList() {
  const text = useHubTexts(TEXTS);
  const lang = useHubLang();
  const resource = useTermPath();
  const columns = useMemo<ColumnDef<TermItem, unknown>[]>(
    () => [
      {
        id: "name",
        header: text.name,
        enableSorting: true,
        cell: ({ row }) => (
          <ItemLink resource={resource} id={row.original.id}>
            {row.original[lang === "de" ? "name_de" : "name_en"]}
          </ItemLink>
        ),
      },
      ...(resource === "article-categories"
        ? [
            {
              id: "position",
              header: text.position,
              enableSorting: true,
              cell: ({ row }) => ("position" in row.original ? formatHubNumber(lang, row.original.position) : ""),
            } satisfies ColumnDef<TermItem, unknown>,
          ]
        : []),
      {
        id: "uses",
        header: text.uses,
        enableSorting: true,
        cell: ({ row }) => formatHubNumber(lang, row.original.uses),
      },
    ],
    [text, lang, resource],
  );
  return (
    <ItemList<TermItem>
      resource={resource}
      title={text.titles[resource]}
      intro={<p>{text.intros[resource]}</p>}
      caption={text.titles[resource]}
      columns={columns}
      searchLabel={text.search}
    />
  );
}

export function ArticleTermItem({ id }: { id: string }) {
  const resource = useTermPath();
  return (
    <ItemLoader<TermItem> resource={resource} id={id}>
      {(item) =>
        resource === "article-categories" ? (
          <CategoryForm item={item as ArticleCategoryItem | null} />
        ) : (
          <TagForm item={item as ArticleTagItem | null} />
        )
      }
    </ItemLoader>
  );
}

/** The two languages' name and slug of a term, the slug following the name until edited. */
function termValues(loaded: TermItem | null) {
  return {
    name_de: loaded?.name_de ?? "",
    name_en: loaded?.name_en ?? "",
    slug_de: loaded?.slug_de ?? "",
    slug_en: loaded?.slug_en ?? "",
  };
}

function useTermSlugs(item: TermItem | null, setSlug: (name: "slug_de" | "slug_en", slug: string) => void) {
  return useDerivedSlugs(
    item && { de: { title: item.name_de, slug: item.slug_de }, en: { title: item.name_en, slug: item.slug_en } },
    (language, slug) => setSlug(language === "de" ? "slug_de" : "slug_en", slug),
  );
}

function CategoryForm({ item }: { item: ArticleCategoryItem | null }) {
  const text = useHubTexts(TEXTS);
  const resource = "article-categories";
  const { form, frame, guard } = useItemForm({
    resource,
    item,
    schema: ArticleCategoryBody,
    values: (loaded) => ({
      ...termValues(loaded),
      style_name: loaded?.style_name ?? "default",
      position: loaded?.position ?? 0,
    }),
  });
  const slugs = useTermSlugs(item, (name, slug) => form.setFieldValue(name, slug, { dontRunListeners: true }));
  return (
    <TermPage resource={resource} item={item} form={form} frame={frame} guard={guard}>
      <Bilingual label={text.name}>
        {(language, label) => (
          <form.AppField name={language === "de" ? "name_de" : "name_en"} listeners={slugs.title(language)}>
            {(field) => <field.TextField label={label} lang={language} required maxLength={200} />}
          </form.AppField>
        )}
      </Bilingual>
      <Bilingual label={text.slug}>
        {(language, label) => (
          <form.AppField name={language === "de" ? "slug_de" : "slug_en"} listeners={slugs.slug(language)}>
            {(field) => <field.TextField label={label} help={text.slugHelp} required maxLength={120} />}
          </form.AppField>
        )}
      </Bilingual>
      <form.AppField name="style_name">
        {(field) => <field.TextField label={text.style} required maxLength={40} />}
      </form.AppField>
      <form.Field name="position">
        {(field) => (
          <div className="hub-field">
            <label htmlFor={`${field.name}-input`}>{text.position}</label>
            <input
              id={`${field.name}-input`}
              name={field.name}
              type="number"
              min={0}
              max={9999}
              value={field.state.value}
              onChange={(event) => field.handleChange(event.currentTarget.valueAsNumber || 0)}
            />
          </div>
        )}
      </form.Field>
    </TermPage>
  );
}

function TagForm({ item }: { item: ArticleTagItem | null }) {
  const text = useHubTexts(TEXTS);
  const resource = "article-tags";
  const { form, frame, guard } = useItemForm({ resource, item, schema: ArticleTagBody, values: termValues });
  const slugs = useTermSlugs(item, (name, slug) => form.setFieldValue(name, slug, { dontRunListeners: true }));
  return (
    <TermPage resource={resource} item={item} form={form} frame={frame} guard={guard}>
      <Bilingual label={text.name}>
        {(language, label) => (
          <form.AppField name={language === "de" ? "name_de" : "name_en"} listeners={slugs.title(language)}>
            {(field) => <field.TextField label={label} lang={language} required maxLength={200} />}
          </form.AppField>
        )}
      </Bilingual>
      <Bilingual label={text.slug}>
        {(language, label) => (
          <form.AppField name={language === "de" ? "slug_de" : "slug_en"} listeners={slugs.slug(language)}>
            {(field) => <field.TextField label={label} help={text.slugHelp} required maxLength={120} />}
          </form.AppField>
        )}
      </Bilingual>
    </TermPage>
  );
}

/** A term's page around its form: title, way back, public pages, the form frame with delete. */
function TermPage({
  resource,
  item,
  form,
  frame,
  guard,
  children,
}: {
  resource: TermPath;
  item: TermItem | null;
  form: Parameters<typeof ItemFormFrame>[0]["form"];
  frame: ItemFormFrameState;
  guard: ReactNode;
  children: ReactNode;
}) {
  const text = useHubTexts(TEXTS);
  const lang = useHubLang();
  const title = item ? item[lang === "de" ? "name_de" : "name_en"] : text.news[resource];
  return (
    <HubPage title={title} intro={<BackToList resource={resource} />}>
      {item && <PublicLinks urls={item.urls} />}
      <ItemFormFrame
        form={form}
        frame={frame}
        label={title}
        after={item && <DeleteItem resource={resource} item={item} name={item.name_de} />}
      >
        {children}
      </ItemFormFrame>
      {guard}
    </HubPage>
  );
}
