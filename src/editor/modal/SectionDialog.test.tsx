// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import type { EditableModule } from "../../schemas/pages";
import { clickButton, mockFetch, renderInIsland, typeInto, waitFor } from "../island.test-helper";
import { SectionDialog, type SectionRefusal } from "./SectionDialog";

const programm = { model: "section", slug: "programm", children: [], columns: [] } as unknown as EditableModule;

function control(label: string): HTMLInputElement {
  const found = Array.from(document.querySelectorAll("label")).find((candidate) =>
    candidate.textContent?.startsWith(label),
  );
  const element = document.getElementById(found?.htmlFor ?? "");
  if (!(element instanceof HTMLInputElement)) throw new Error(`no field ${label}`);
  return element;
}

const described = (element: Element) =>
  (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent)
    .join(" | ");

async function open(
  answer: (layout: number, slug: string, heading: string) => SectionRefusal | null,
  options: { slug?: string; lang?: "de" | "en" } = {},
) {
  const created: [number, string, string][] = [];
  await renderInIsland(
    <SectionDialog
      slug={options.slug}
      modules={[programm]}
      onCreate={async (layout, slug, heading) => {
        created.push([layout, slug, heading]);
        return answer(layout, slug, heading);
      }}
      onClose={() => undefined}
    />,
    options.lang,
  );
  return created;
}

describe("SectionDialog", () => {
  it("offers the next anchor the site does not use when neither heading nor anchor is given", async () => {
    mockFetch(() => undefined);
    const created = await open(() => null);
    await waitFor(() => control("Anker").value, "the default anchor");
    expect(control("Anker").value).toBe("abschnitt-2");
    expect(document.querySelector("form")?.noValidate).toBe(true);
    await clickButton("Anlegen");
    expect(created).toEqual([[0, "abschnitt-2", ""]]);
  });

  it("makes the anchor from the heading until the editor writes an anchor of their own", async () => {
    mockFetch(() => undefined);
    const created = await open(() => null);
    typeInto(control("Überschrift"), "Über uns & Straße");
    expect(control("Anker").value).toBe("ueber-uns-strasse");
    typeInto(control("Anker"), "team");
    typeInto(control("Überschrift"), "Unser Team");
    expect(control("Anker").value).toBe("team");
    await clickButton("Anlegen");
    expect(created).toEqual([[0, "team", "Unser Team"]]);
  });

  it("checks the anchor itself, in the editor's language, at the field, which gets focus; nothing is sent", async () => {
    mockFetch(() => undefined);
    const created = await open(() => null, { slug: "alt" });
    typeInto(control("Anker"), "Neu!");
    await clickButton("Anlegen");
    expect(created).toEqual([]);
    expect(control("Anker").getAttribute("aria-invalid")).toBe("true");
    expect(described(control("Anker"))).toContain("Nur Kleinbuchstaben, Ziffern und Bindestriche");
    expect(document.activeElement).toBe(control("Anker"));
  });

  it("shows the server's refusal of the anchor at the field and focuses it", async () => {
    mockFetch(() => undefined);
    await open(() => ({ field: "slug", message: "Anchor taken, in English." }), { lang: "en", slug: "team" });
    await clickButton("Create");
    expect(described(control("Anchor"))).toContain("Anchor taken, in English.");
    expect(document.activeElement).toBe(control("Anchor"));
  });
});
