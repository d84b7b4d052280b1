// @vitest-environment happy-dom
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import type { EditorWidgets } from "../../modules/common/edit/context";
import type { EditablePage } from "../../schemas/pages";
import {
  clickButton,
  errorMessageOf,
  inputLabelled,
  mockFetch,
  renderInIsland,
  typeInto,
  waitFor,
} from "../island.test-helper";
import { PageSettingsDialog } from "./PageSettingsDialog";

const page = {
  id: 7,
  title: "Über uns",
  headline: null,
  urls: { de: "/de/ueber-uns", en: "/en/about" },
  in_menu: true,
  in_footer: false,
  is_clickable: true,
  is_landing_page: false,
  meta_title: null,
  meta_description: null,
  og_title: null,
  og_description: null,
  og_image: null,
  og_type: "website",
  revision: 3,
  modules: [],
} as unknown as EditablePage;

const widgets: EditorWidgets = {
  RichText: () => null,
  chooseImage: async () => ({ key: "images/foyer", alt: "Foyer" }),
  chooseLink: async () => null,
  chooseEvent: async () => null,
};

async function open(lang: "de" | "en" = "de") {
  const saved: EditablePage[] = [];
  const onClose = vi.fn();
  const island = await renderInIsland(
    <PageSettingsDialog
      page={page}
      path="ueber-uns"
      widgets={widgets}
      onSaved={async (updated) => {
        saved.push(updated);
      }}
      onClose={onClose}
    />,
    lang,
  );
  return { island, saved, onClose };
}

/** The input a label names; the test fails where there is none. */
function field(name: string): HTMLInputElement {
  const input = inputLabelled(name);
  if (!input) throw new Error(`no field ${name}`);
  return input;
}

describe("PageSettingsDialog", () => {
  it("shows the page's settings, labelled, the required ones marked", async () => {
    await open();
    expect(document.querySelector("dialog h2")?.textContent).toBe("Seiteneinstellungen");
    expect(field("Titel").value).toBe("Über uns");
    expect(field("Titel").required).toBe(true);
    expect(field("Adresse der deutschen Seite").value).toBe("/de/ueber-uns");
    expect(field("Adresse der englischen Seite").value).toBe("/en/about");
    expect(field("Im Menü").checked).toBe(true);
    expect(field("In der Fußzeile").checked).toBe(false);
    expect(document.querySelectorAll("dialog abbr[title=Pflichtfeld]")).toHaveLength(3);
  });

  it("sends what changed at the revision read and hands the saved page on", async () => {
    const updated = { ...page, title: "Wir", urls: { de: "/de/wir", en: "/en/about" }, revision: 4 };
    const calls = mockFetch((url, init) =>
      url === "/de/pageeditor-api/page/ueber-uns" && init?.method === "PATCH"
        ? { status: 200, body: updated }
        : undefined,
    );
    const { saved } = await open();
    typeInto(field("Titel"), "Wir");
    typeInto(field("Adresse der deutschen Seite"), "/de/wir");
    await act(async () => field("In der Fußzeile").click());
    await clickButton("Speichern");
    await waitFor(() => saved.length > 0, "the save");
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({
      title: "Wir",
      in_footer: true,
      urls: { de: "/de/wir" },
      revision: 3,
    });
    expect(saved).toEqual([updated]);
  });

  it("checks in the browser first: a message at the field, nothing sent", async () => {
    const calls = mockFetch(() => undefined);
    await open();
    typeInto(field("Titel"), " ");
    typeInto(field("Adresse der englischen Seite"), "/de/about");
    await clickButton("Speichern");
    expect(errorMessageOf(field("Titel"))).toBe("Dieses Feld ist ein Pflichtfeld.");
    expect(field("Titel").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(field("Titel"));
    expect(errorMessageOf(field("Adresse der englischen Seite"))).toBe("Die Adresse beginnt mit /en.");
    expect(document.querySelector("[role=alert].editor-form__error")?.textContent).toBe(
      "Bitte prüfen Sie die markierten Felder.",
    );
    expect(calls).toHaveLength(0);
  });

  it("shows the server's refusals at their fields: 422 problems and a url another page has", async () => {
    let answer = {
      status: 422,
      body: {
        error: "invalid_page",
        detail: "A path has at most 200 characters.",
        field: "urls.de",
        problems: [
          { path: "urls.de", message: "A path has at most 200 characters." },
          { path: "og_image", message: "No such image in the media library." },
        ],
      },
    };
    mockFetch(() => answer);
    const { island } = await open("en");
    typeInto(field("Address of the German page"), "/de/neu");
    await clickButton("Save");
    await waitFor(() => errorMessageOf(field("Address of the German page")), "the message");
    expect(errorMessageOf(field("Address of the German page"))).toBe("A path has at most 200 characters.");
    expect(island.alerts).toEqual([["error", "A path has at most 200 characters."]]);
    const image = document.querySelector("dialog fieldset.module-field--image");
    expect(image && errorMessageOf(image)).toBe("No such image in the media library.");

    answer = {
      status: 409,
      body: {
        error: "path_taken",
        field: "urls.de",
        detail: "Another page has this url.",
        problems: undefined as never,
      },
    };
    await clickButton("Save");
    await waitFor(() => errorMessageOf(field("Address of the German page")) === "Another page has this url.");
  });

  it("says a server's refusal in German in the German editor, at its field, which gets focus", async () => {
    mockFetch(() => ({
      status: 409,
      body: { error: "path_taken", field: "urls.de", detail: "Another page has this url." },
    }));
    const { island } = await open();
    typeInto(field("Adresse der deutschen Seite"), "/de/wir");
    await clickButton("Speichern");
    await waitFor(() => errorMessageOf(field("Adresse der deutschen Seite")), "the message");
    expect(errorMessageOf(field("Adresse der deutschen Seite"))).toBe("Eine andere Seite hat diese Adresse schon.");
    expect(island.alerts).toEqual([["error", "Eine andere Seite hat diese Adresse schon."]]);
    expect(document.activeElement).toBe(field("Adresse der deutschen Seite"));
  });

  it("says where the title shows", async () => {
    await open();
    const help = (field("Titel").getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent)
      .join(" ");
    expect(help).toContain("Browser-Tab");
    expect(help).toContain("Suche der Website");
  });

  it("after someone else's save, loads theirs or saves the editor's on top at their revision", async () => {
    const current = { ...page, title: "Über uns heute", revision: 5 };
    const calls = mockFetch((_, init) => {
      const body = JSON.parse(String(init?.body)) as { revision: number };
      return body.revision === 3
        ? { status: 409, body: { error: "stale_revision", detail: "Someone else saved this page.", current } }
        : { status: 200, body: { ...current, title: "Wir", revision: 6 } };
    });
    const { saved } = await open();
    typeInto(field("Titel"), "Wir");
    await clickButton("Speichern");
    const conflict = await waitFor(
      () => Array.from(document.querySelectorAll("[role=alert]")).find((el) => el.textContent?.includes("inzwischen")),
      "the conflict",
    );
    const mine = Array.from(conflict.querySelectorAll("button")).find(
      (b) => b.textContent === "Meine Fassung speichern",
    );
    await act(async () => mine?.click());
    await waitFor(() => saved.length > 0, "the save");
    expect(calls.map((call) => JSON.parse(String(call.init?.body)))).toEqual([
      { title: "Wir", revision: 3 },
      { title: "Wir", revision: 5 },
    ]);
  });

  it("loads the saved copy into the form on request", async () => {
    const current = { ...page, title: "Über uns heute", revision: 5 };
    mockFetch(() => ({ status: 409, body: { error: "stale_revision", detail: "Stale.", current } }));
    await open();
    typeInto(field("Titel"), "Wir");
    await clickButton("Speichern");
    const load = await waitFor(
      () => Array.from(document.querySelectorAll("button")).find((b) => b.textContent === "Gespeicherte Fassung laden"),
      "the conflict",
    );
    await act(async () => load.click());
    expect(field("Titel").value).toBe("Über uns heute");
  });
});
