import { useQuery } from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import { useId, useMemo } from "react";
import type { ArticleCategoryItem } from "../../../schemas/back-office/article-categories";
import type { ArticleTagItem } from "../../../schemas/back-office/article-tags";
import { ArticleBody, type ArticleItem, berlinWallTime } from "../../../schemas/back-office/articles";
import { hubListQuery, useHubApi } from "../../api";
import { messagesOf } from "../../form/form";
import { HubPage } from "../../HubPage";
import { useListQuery } from "../../list-state";
import { useHubLang, useHubTexts } from "../../texts";
import { Bilingual, RefChecklist, RefSelect } from "../fields";
import { ItemLink, ItemList } from "../ItemList";
import { BackToList, DeleteItem, ItemFormFrame, ItemLoader, PublicLinks, useItemForm } from "../ItemScreen";
import { useDerivedSlugs } from "./derived-slug";
import { OnlineFilter } from "./OnlineFilter";

/** The magazine's articles in the back office (issue 27): the list and the form. */

const RESOURCE = "articles";

const TEXTS = {
  de: {
    title: "Magazin-Artikel",
    intro: "Artikel des Magazins. Online und mit erreichtem Veröffentlichungsdatum erscheinen sie auf der Website.",
    search: "Titel oder Autor",
    headline: "Titel",
    category: "Kategorie",
    published: "Veröffentlicht ab",
    online: "Online",
    yes: "ja",
    no: "nein",
    all: "Alle",
    new: "Neuer Artikel",
    slug: "Slug (Adresse)",
    slugHelp: "Folgt dem Titel, bis Sie ihn selbst ändern.",
    teaser: "Anreißer",
    body: "Text",
    image: "Bild",
    alt: "Alternativtext des Bildes",
    author: "Autor/in",
    tags: "Schlagwörter",
    isOnline: "Online (auf der Website zeigen)",
  },
  en: {
    title: "Magazine articles",
    intro: "The magazine's articles. Online and past their publication time, they appear on the website.",
    search: "Title or author",
    headline: "Title",
    category: "Category",
    published: "Published from",
    online: "Online",
    yes: "yes",
    no: "no",
    all: "All",
    new: "New article",
    slug: "Slug (address)",
    slugHelp: "Follows the title until you change it yourself.",
    teaser: "Teaser",
    body: "Text",
    image: "Image",
    alt: "The image's alt text",
    author: "Author",
    tags: "Tags",
    isOnline: "Online (show on the website)",
  },
};

/** `2031-05-01T09:30` as the hub's language writes it. */
function shownDateTime(lang: string, wallTime: string): string {
  const [day = "", time = ""] = wallTime.split("T");
  const [y, m, d] = day.split("-");
  return lang === "de" ? `${d}.${m}.${y} ${time}` : `${y}-${m}-${d} ${time}`;
}

export function ArticleList() {
  const text = useHubTexts(TEXTS);
  const lang = useHubLang();
  const columns = useMemo<ColumnDef<ArticleItem, unknown>[]>(
    () => [
      {
        id: "title",
        header: text.headline,
        enableSorting: true,
        cell: ({ row }) => (
          <ItemLink resource={RESOURCE} id={row.original.id}>
            {row.original[lang === "de" ? "title_de" : "title_en"]}
          </ItemLink>
        ),
      },
      { id: "category", header: text.category, cell: ({ row }) => row.original.category_name ?? "–" },
      {
        id: "published_at",
        header: text.published,
        enableSorting: true,
        cell: ({ row }) => shownDateTime(lang, row.original.published_at),
      },
      { id: "online", header: text.online, cell: ({ row }) => (row.original.is_online ? text.yes : text.no) },
    ],
    [text, lang],
  );
  return (
    <ItemList<ArticleItem>
      resource={RESOURCE}
      title={text.title}
      intro={<p>{text.intro}</p>}
      caption={text.title}
      columns={columns}
      searchLabel={text.search}
      filters={<ArticleFilters />}
      publishable
    />
  );
}

function ArticleFilters() {
  const text = useHubTexts(TEXTS);
  const lang = useHubLang();
  const [query, setQuery] = useListQuery();
  return (
    <>
      <CategoryFilter
        label={text.category}
        all={text.all}
        value={query.category ?? ""}
        onChange={(category) => setQuery({ category })}
        lang={lang}
      />
      <OnlineFilter />
    </>
  );
}

/** The category filter: a choice of every category (they are few). */
function CategoryFilter({
  label,
  all,
  value,
  onChange,
  lang,
}: {
  label: string;
  all: string;
  value: string;
  onChange: (category: string) => void;
  lang: string;
}) {
  const id = useId();
  const categories = useCategories();
  return (
    <div className="hub-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
        <option value="">{all}</option>
        {categories.map((category) => (
          <option key={category.id} value={String(category.id)}>
            {lang === "de" ? category.name_de : category.name_en}
          </option>
        ))}
      </select>
    </div>
  );
}

export function ArticleItemScreen({ id }: { id: string }) {
  return (
    <ItemLoader<ArticleItem> resource={RESOURCE} id={id}>
      {(item) => <ArticleForm item={item} />}
    </ItemLoader>
  );
}

function ArticleForm({ item }: { item: ArticleItem | null }) {
  const text = useHubTexts(TEXTS);
  const lang = useHubLang();
  const { form, frame, guard } = useItemForm({
    resource: RESOURCE,
    item,
    schema: ArticleBody,
    values: (loaded) => ({
      title_de: loaded?.title_de ?? "",
      title_en: loaded?.title_en ?? "",
      slug_de: loaded?.slug_de ?? "",
      slug_en: loaded?.slug_en ?? "",
      teaser_de: loaded?.teaser_de ?? "",
      teaser_en: loaded?.teaser_en ?? "",
      body_de: loaded?.body_de ?? "",
      body_en: loaded?.body_en ?? "",
      image: loaded?.image ?? null,
      image_alt_de: loaded?.image_alt_de ?? "",
      image_alt_en: loaded?.image_alt_en ?? "",
      author: loaded?.author ?? "",
      published_at: loaded?.published_at ?? berlinWallTime(new Date()) ?? "",
      category_id: loaded?.category_id ?? null,
      tag_ids: loaded?.tag_ids ?? [],
      is_online: loaded?.is_online ?? false,
    }),
  });
  const slugs = useDerivedSlugs(
    item && {
      de: { title: item.title_de, slug: item.slug_de },
      en: { title: item.title_en, slug: item.slug_en },
    },
    (language, slug) => form.setFieldValue(language === "de" ? "slug_de" : "slug_en", slug, { dontRunListeners: true }),
  );
  const title = item ? item[lang === "de" ? "title_de" : "title_en"] : text.new;
  return (
    <HubPage title={title} intro={<BackToList resource={RESOURCE} />}>
      {item && <PublicLinks urls={item.urls} />}
      <ItemFormFrame
        form={form}
        frame={frame}
        label={title}
        after={item && <DeleteItem resource={RESOURCE} item={item} name={item.title_de} />}
      >
        <Bilingual label={text.headline}>
          {(language, label) => (
            <form.AppField name={language === "de" ? "title_de" : "title_en"} listeners={slugs.title(language)}>
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
        <Bilingual label={text.teaser}>
          {(language, label) => (
            <form.AppField name={language === "de" ? "teaser_de" : "teaser_en"}>
              {(field) => <field.TextArea label={label} lang={language} rows={3} maxLength={3000} />}
            </form.AppField>
          )}
        </Bilingual>
        <Bilingual label={text.body}>
          {(language, label) => (
            <form.AppField name={language === "de" ? "body_de" : "body_en"}>
              {(field) => <field.RichText label={label} lang={language} />}
            </form.AppField>
          )}
        </Bilingual>
        <form.AppField name="image">
          {(field) => (
            <field.Image
              label={text.image}
              onChosen={(image) => {
                // The library's alt text is a start; a text the editor wrote stays.
                for (const name of ["image_alt_de", "image_alt_en"] as const) {
                  if (!form.getFieldValue(name)) form.setFieldValue(name, image.alt);
                }
              }}
            />
          )}
        </form.AppField>
        <Bilingual label={text.alt}>
          {(language, label) => (
            <form.AppField name={language === "de" ? "image_alt_de" : "image_alt_en"}>
              {(field) => <field.TextField label={label} lang={language} maxLength={300} />}
            </form.AppField>
          )}
        </Bilingual>
        <form.AppField name="author">
          {(field) => <field.TextField label={text.author} maxLength={200} />}
        </form.AppField>
        <form.AppField name="published_at">
          {(field) => <field.TextField label={text.published} type="datetime-local" required />}
        </form.AppField>
        <form.Field name="category_id">
          {(field) => (
            <RefSelect<ArticleCategoryItem>
              resource="article-categories"
              label={text.category}
              value={field.state.value ?? null}
              onChange={(id) => field.handleChange(id)}
              name={(row) => (lang === "de" ? row.name_de : row.name_en)}
              error={messagesOf(field.state.meta.errors).join(" ") || undefined}
            />
          )}
        </form.Field>
        <form.Field name="tag_ids">
          {(field) => (
            <RefChecklist<ArticleTagItem>
              resource="article-tags"
              label={text.tags}
              value={field.state.value ?? []}
              onChange={(ids) => field.handleChange(ids)}
              name={(row) => (lang === "de" ? row.name_de : row.name_en)}
            />
          )}
        </form.Field>
        <form.AppField name="is_online">{(field) => <field.Checkbox label={text.isOnline} />}</form.AppField>
      </ItemFormFrame>
      {guard}
    </HubPage>
  );
}

/** Every category (they are few), for the list's filter. */
function useCategories(): ArticleCategoryItem[] {
  const api = useHubApi();
  return (
    useQuery(hubListQuery<ArticleCategoryItem>(api, "article-categories/", { page_size: "100" })).data?.results ?? []
  );
}
