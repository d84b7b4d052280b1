import type { ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import { PersonCategoryBody, type PersonCategoryItem } from "../../../schemas/back-office/person-categories";
import { HubPage } from "../../HubPage";
import { formatHubNumber, useHubLang, useHubTexts } from "../../texts";
import { BilingualText } from "../fields";
import { ItemLink, ItemList } from "../ItemList";
import { BackToList, DeleteItem, ItemFormFrame, ItemLoader, useItemForm } from "../ItemScreen";

/** The team page's groups in the back office (issue 27): their list and a group's form. */

const RESOURCE = "person-categories";

const TEXTS = {
  de: {
    title: "Personen-Kategorien",
    intro: "Die Gruppen der Team-Seite, in der Reihenfolge ihrer Position. Wer in welcher ist, steht bei der Person.",
    search: "Name",
    name: "Name",
    position: "Position",
    positionHelp: "Kleinere Zahlen stehen auf der Team-Seite weiter oben.",
    members: "Personen",
    create: "Kategorie: neu",
  },
  en: {
    title: "Person categories",
    intro: "The team page's groups, in the order of their position. Who is in which is set at the person.",
    search: "Name",
    name: "Name",
    position: "Position",
    positionHelp: "Smaller numbers come first on the team page.",
    members: "Persons",
    create: "Category: new",
  },
};

export function PersonCategoryList() {
  const text = useHubTexts(TEXTS);
  const lang = useHubLang();
  const columns = useMemo<ColumnDef<PersonCategoryItem, unknown>[]>(
    () => [
      {
        id: "name",
        header: text.name,
        enableSorting: true,
        cell: ({ row }) => (
          <ItemLink resource={RESOURCE} id={row.original.id}>
            {row.original[lang === "de" ? "name_de" : "name_en"]}
          </ItemLink>
        ),
      },
      {
        id: "position",
        header: text.position,
        enableSorting: true,
        cell: ({ row }) => formatHubNumber(lang, row.original.position),
      },
      {
        id: "members",
        header: text.members,
        enableSorting: true,
        cell: ({ row }) => formatHubNumber(lang, row.original.members),
      },
    ],
    [text, lang],
  );
  return (
    <ItemList<PersonCategoryItem>
      resource={RESOURCE}
      title={text.title}
      intro={<p>{text.intro}</p>}
      caption={text.title}
      columns={columns}
      searchLabel={text.search}
    />
  );
}

export function PersonCategoryScreen({ id }: { id: string }) {
  return (
    <ItemLoader<PersonCategoryItem> resource={RESOURCE} id={id}>
      {(item) => <PersonCategoryForm item={item} />}
    </ItemLoader>
  );
}

function PersonCategoryForm({ item }: { item: PersonCategoryItem | null }) {
  const text = useHubTexts(TEXTS);
  const lang = useHubLang();
  const { form, frame, guard } = useItemForm({
    resource: RESOURCE,
    item,
    schema: PersonCategoryBody,
    values: (loaded) => ({
      name_de: loaded?.name_de ?? "",
      name_en: loaded?.name_en ?? "",
      position: String(loaded?.position ?? 0),
    }),
  });
  const title = item ? item[lang === "de" ? "name_de" : "name_en"] : text.create;
  return (
    <HubPage title={title} intro={<BackToList resource={RESOURCE} />}>
      <ItemFormFrame
        form={form}
        frame={frame}
        label={title}
        after={item && <DeleteItem resource={RESOURCE} item={item} name={item.name_de} />}
      >
        <BilingualText form={form} name="name" label={text.name} required maxLength={200} />
        <form.AppField name="position">
          {(field) => <field.TextField label={text.position} type="number" help={text.positionHelp} />}
        </form.AppField>
      </ItemFormFrame>
      {guard}
    </HubPage>
  );
}
