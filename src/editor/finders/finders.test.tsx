// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Lang } from "../../lib/languages";
import type { LinkTarget } from "../../schemas/link-targets";
import type { MediaItem } from "../../schemas/media";
import { mockFetch, renderInIsland, waitFor } from "../island.test-helper";
import { type Finders, useFinders } from "./index";

let calls: { url: string; init?: RequestInit }[] = [];
let cleanup = () => {};

/** What the island does with the finders: lends the functions out and renders the dialogs once. */
function Island({ expose }: { expose: (finders: Finders) => void }) {
  const finders = useFinders();
  expose(finders);
  return (
    <>
      <button type="button">Bild</button>
      {finders.finders}
    </>
  );
}

async function renderFinders(lang: Lang = "de"): Promise<{ finders: () => Finders; opener: HTMLButtonElement }> {
  let latest: Finders | null = null;
  const island = await renderInIsland(
    <Island
      expose={(finders) => {
        latest = finders;
      }}
    />,
    lang,
  );
  cleanup = island.unmount;
  const opener = island.container.querySelector("button") as HTMLButtonElement;
  return {
    finders: () => {
      if (!latest) throw new Error("not rendered");
      return latest;
    },
    opener,
  };
}

const openDialog = () => document.querySelector<HTMLDialogElement>("dialog[open]");

function buttonNamed(name: RegExp | string): HTMLButtonElement | undefined {
  const dialog = openDialog();
  if (!dialog) return undefined;
  return Array.from(dialog.querySelectorAll("button")).find((button) => {
    const labelled = button.getAttribute("aria-labelledby");
    const label = labelled
      ? labelled
          .split(" ")
          .map((id) => document.getElementById(id)?.textContent ?? "")
          .join(" ")
      : (button.getAttribute("aria-label") ?? button.textContent ?? "");
    return typeof name === "string" ? label.trim() === name : name.test(label);
  });
}

function field(labelText: RegExp): HTMLInputElement | HTMLSelectElement {
  const label = Array.from(openDialog()?.querySelectorAll("label") ?? []).find((l) =>
    labelText.test(l.textContent ?? ""),
  );
  const control = label?.querySelector("input, select");
  if (!control) throw new Error(`no field labelled ${labelText}`);
  return control as HTMLInputElement | HTMLSelectElement;
}

async function type(input: HTMLInputElement | HTMLSelectElement, value: string) {
  const proto = input instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(proto, "value")?.set?.call(input, value);
    input.dispatchEvent(new Event(input instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
  });
}

async function click(element: HTMLElement) {
  await act(async () => {
    element.click();
  });
}

async function submit(form: HTMLFormElement | null | undefined) {
  if (!form) throw new Error("no form");
  await act(async () => {
    form.requestSubmit();
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const target = (kind: LinkTarget["kind"], id: number, title: string, slug: string): LinkTarget => ({
  kind,
  id,
  title,
  urls: { de: `/de/${slug}`, en: `/en/${slug}-en` },
  date: null,
  is_online: true,
});

describe("the link finder", () => {
  const targets = [target("page", 1, "Über uns", "ueber-uns"), target("event", 7, "Faust", "programm/faust/7")];

  it("searches link targets, groups them by kind and resolves with the chosen language's path", async () => {
    calls = mockFetch((url) =>
      url.startsWith("/de/pageeditor-api/link-targets/") ? { status: 200, body: { results: targets } } : undefined,
    );
    const { finders } = await renderFinders("de");
    let chosen: Promise<string | null> = Promise.resolve(null);
    await act(async () => {
      chosen = finders().chooseLink("/de/alt");
    });
    expect(openDialog()?.textContent).toContain("/de/alt");
    await type(field(/suchen/), "faust");
    await waitFor(() => calls.some((call) => call.url.includes("q=faust")), "the search call");
    const headings = await waitFor(() => {
      const found = Array.from(openDialog()?.querySelectorAll("h3") ?? []).map((h) => h.textContent);
      return found.length > 0 && found;
    });
    expect(headings).toEqual(["Seiten", "Veranstaltungen"]);
    await click(await waitFor(() => buttonNamed(/^Faust Englisch/), "Faust's English choice"));
    await expect(chosen).resolves.toBe("/en/programm/faust/7-en");
    expect(openDialog()).toBeNull();
  });

  it("walks the results with the keyboard: ArrowDown from the search, then arrows, Home and End", async () => {
    calls = mockFetch(() => ({ status: 200, body: { results: targets } }));
    const { finders } = await renderFinders("en");
    await act(async () => {
      void finders().chooseLink("");
    });
    const search = field(/Search pages/) as HTMLInputElement;
    expect(document.activeElement).toBe(search);
    const choices = await waitFor(() => {
      const found = Array.from(openDialog()?.querySelectorAll<HTMLButtonElement>("[data-choice]") ?? []);
      return found.length === 4 && found;
    }, "four choices");
    const press = async (element: Element, key: string) =>
      act(async () => {
        element.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true }));
      });
    await press(search, "ArrowDown");
    expect(document.activeElement).toBe(choices[0]);
    // English first for an English editor, then German; the next group follows.
    expect(choices[0]?.textContent).toContain("/en/ueber-uns-en");
    await press(choices[0] as HTMLElement, "ArrowDown");
    await press(choices[1] as HTMLElement, "ArrowDown");
    expect(document.activeElement).toBe(choices[2]);
    await press(choices[2] as HTMLElement, "End");
    expect(document.activeElement).toBe(choices[3]);
    await press(choices[3] as HTMLElement, "Home");
    expect(document.activeElement).toBe(choices[0]);
  });

  it("takes an external address with the default protocol, refusing other schemes", async () => {
    calls = mockFetch(() => ({ status: 200, body: { results: [] } }));
    const { finders } = await renderFinders("en");
    let chosen: Promise<string | null> = Promise.resolve(null);
    await act(async () => {
      chosen = finders().chooseLink("");
    });
    const address = field(/Address/) as HTMLInputElement;
    await type(address, "javascript:alert(1)");
    await submit(address.form);
    expect(openDialog()?.querySelector("[role=alert]")?.textContent).toBe("Only http(s), mailto and tel are allowed.");
    expect(address.getAttribute("aria-invalid")).toBe("true");
    await type(address, "example.org/tickets");
    await submit(address.form);
    await expect(chosen).resolves.toBe("https://example.org/tickets");
  });

  it("resolves null on cancel, and returns focus to the field's button", async () => {
    calls = mockFetch(() => ({ status: 200, body: { results: targets } }));
    const { finders, opener } = await renderFinders("de");
    opener.focus();
    let chosen: Promise<string | null> = Promise.resolve("x");
    await act(async () => {
      chosen = finders().chooseLink("/de");
    });
    expect(document.activeElement).not.toBe(opener);
    await click(buttonNamed("Abbrechen") as HTMLButtonElement);
    await expect(chosen).resolves.toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("resolves a finder still open with null when another opens", async () => {
    calls = mockFetch((url) => ({ status: 200, body: url.startsWith("/api/") ? [] : { results: [] } }));
    const { finders } = await renderFinders("de");
    let first: Promise<string | null> = Promise.resolve("x");
    await act(async () => {
      first = finders().chooseLink("/de");
    });
    await act(async () => {
      void finders().chooseEvent();
    });
    await expect(first).resolves.toBeNull();
    expect(openDialog()?.querySelector("h2")?.textContent).toBe("Veranstaltung wählen");
  });
});

const media = (id: number, alt: string): MediaItem => ({
  id,
  key: `uploads/${id}`,
  file_name: `${id}.jpg`,
  alt,
  title: "",
  width: 800,
  height: 600,
  content_type: "image/jpeg",
  bytes: 1000,
  created_at: "2026-01-01T00:00:00Z",
  image_obj: null,
  image_thumbnails: null,
});

describe("the image finder", () => {
  const library = { count: 2, next: null, previous: null, results: [media(1, "Foyer"), media(2, "Bühne")] };

  it("shows the library's thumbnails and resolves with the image and the format picked", async () => {
    calls = mockFetch((url) =>
      url.startsWith("/de/pageeditor-api/media/") ? { status: 200, body: library } : undefined,
    );
    const { finders } = await renderFinders("de");
    let chosen: Promise<unknown> = Promise.resolve(null);
    await act(async () => {
      chosen = finders().chooseImage({ format: "horizontal", formats: ["vertical", "horizontal"] });
    });
    const stage = await waitFor(() => buttonNamed(/^Bühne/), "the image Bühne");
    expect(stage.querySelector("img")?.getAttribute("src")).toBe("/media/uploads/2/320.webp");
    const horizontal = field(/Querformat/) as HTMLInputElement;
    expect(horizontal.checked).toBe(true);
    await click(field(/Hochformat/) as HTMLInputElement);
    await click(stage);
    await expect(chosen).resolves.toEqual({ key: "uploads/2", alt: "Bühne", format: "vertical" });
  });

  it("answers no format when the module offers none, and searches the library", async () => {
    calls = mockFetch(() => ({ status: 200, body: library }));
    const { finders } = await renderFinders("en");
    let chosen: Promise<unknown> = Promise.resolve(null);
    await act(async () => {
      chosen = finders().chooseImage({});
    });
    expect(openDialog()?.querySelector("fieldset")).toBeNull();
    await type(field(/Search images/), "foy");
    await waitFor(() => calls.some((call) => call.url === "/en/pageeditor-api/media/?q=foy"), "the search call");
    await click(await waitFor(() => buttonNamed(/^Foyer/)));
    await expect(chosen).resolves.toEqual({ key: "uploads/1", alt: "Foyer" });
  });

  it("shows the server's refusal of an upload at the file field, and an alt text is required first", async () => {
    calls = mockFetch((_url, init) =>
      init?.method === "POST"
        ? {
            status: 415,
            body: {
              error: "file_type",
              field: "file",
              detail: "Only JPEG, PNG, WebP, GIF and AVIF images are accepted.",
            },
          }
        : { status: 200, body: library },
    );
    const { finders } = await renderFinders("de");
    await act(async () => {
      void finders().chooseImage({});
    });
    const file = field(/Bilddatei/) as HTMLInputElement;
    Object.defineProperty(file, "files", { value: [new File(["<svg/>"], "x.svg", { type: "image/svg+xml" })] });
    await submit(file.form);
    expect(calls.some((call) => call.init?.method === "POST")).toBe(false);
    const alt = field(/Alternativtext \(Pflicht\)/) as HTMLInputElement;
    expect(alt.getAttribute("aria-invalid")).toBe("true");
    expect(openDialog()?.textContent).toContain("Bitte einen Alternativtext angeben.");

    await type(alt, "Ein Bild");
    await submit(file.form);
    const refusal = await waitFor(() => document.getElementById(file.getAttribute("aria-describedby") ?? ""));
    expect(refusal.textContent).toContain("nur JPEG, PNG, WebP, GIF und AVIF");
    expect(refusal.getAttribute("role")).toBe("alert");
    const post = calls.find((call) => call.init?.method === "POST");
    expect(post?.url).toBe("/de/pageeditor-api/media/");
    expect(post?.init?.body).toBeInstanceOf(FormData);
    expect((post?.init?.body as FormData | undefined)?.get("alt")).toBe("Ein Bild");
  });

  it("puts an uploaded image first, focused, to be chosen", async () => {
    const fresh = media(9, "Neu");
    calls = mockFetch((_url, init) =>
      init?.method === "POST" ? { status: 201, body: fresh } : { status: 200, body: library },
    );
    const { finders } = await renderFinders("de");
    let chosen: Promise<unknown> = Promise.resolve(null);
    await act(async () => {
      chosen = finders().chooseImage({});
    });
    const file = field(/Bilddatei/) as HTMLInputElement;
    Object.defineProperty(file, "files", { value: [new File(["x"], "neu.jpg", { type: "image/jpeg" })] });
    await type(field(/Alternativtext \(Pflicht\)/), "Neu");
    await submit(file.form);
    const uploaded = await waitFor(() => buttonNamed(/^Neu/), "the uploaded image");
    expect(openDialog()?.querySelector(".finder__images button")).toBe(uploaded);
    expect(document.activeElement).toBe(uploaded);
    await click(uploaded);
    await expect(chosen).resolves.toEqual({ key: "uploads/9", alt: "Neu" });
  });
});

describe("the event finder", () => {
  const item = (id: number, title: string) => ({
    id,
    title,
    url: `/de/programm/e/${id}`,
    date_start: "2026-12-24T18:00:00Z",
    room: { id: 3, name: "Großer Saal" },
    venue: null,
  });

  it("filters the events list and resolves with the chosen event", async () => {
    calls = mockFetch((url) => {
      if (url.startsWith("/api/rooms/"))
        return { status: 200, body: [{ id: 3, name: "Großer Saal", show_in_filter: true }] };
      if (url.startsWith("/api/")) return { status: 200, body: [] };
      if (url.startsWith("/de/api/events/")) {
        const results = url.includes("room=3") ? [item(5, "Im Saal")] : [item(4, "Faust"), item(5, "Im Saal")];
        return { status: 200, body: { count: results.length, next: null, previous: null, results } };
      }
      return undefined;
    });
    const { finders } = await renderFinders("de");
    let chosen: Promise<unknown> = Promise.resolve(null);
    await act(async () => {
      chosen = finders().chooseEvent();
    });
    await waitFor(() => buttonNamed(/^Faust/), "the list");
    const room = field(/Spielort/) as HTMLSelectElement;
    await waitFor(() => room.options.length > 1, "the room options");
    await type(room, "3");
    await waitFor(() => !buttonNamed(/^Faust/) && buttonNamed(/^Im Saal/), "the filtered list");
    expect(calls.some((call) => call.url === "/de/api/events/?room=3")).toBe(true);
    await click(buttonNamed(/^Im Saal/) as HTMLButtonElement);
    await expect(chosen).resolves.toEqual({ id: 5, title: "Im Saal", url: "/de/programm/e/5" });
  });

  it("searches by text through the site search's events", async () => {
    calls = mockFetch((url) => {
      if (url.startsWith("/api/search/events/")) {
        return {
          status: 200,
          body: {
            count: 1,
            next: null,
            previous: null,
            results: [{ kind: "event", id: 8, title: "Faust II", url: "/en/events/faust/8", text: "", date: null }],
          },
        };
      }
      return {
        status: 200,
        body: url.startsWith("/api/") ? [] : { count: 0, next: null, previous: null, results: [] },
      };
    });
    const { finders } = await renderFinders("en");
    let chosen: Promise<unknown> = Promise.resolve(null);
    await act(async () => {
      chosen = finders().chooseEvent();
    });
    await type(field(/Search events/), "faust");
    const found = await waitFor(() => buttonNamed(/^Faust II/), "the search result");
    expect(calls.some((call) => call.url === "/api/search/events/?query=faust&lang=en")).toBe(true);
    expect(openDialog()?.querySelector("fieldset")?.disabled).toBe(true);
    await click(found);
    await expect(chosen).resolves.toEqual({ id: 8, title: "Faust II", url: "/en/events/faust/8" });
  });
});
