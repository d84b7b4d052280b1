// @vitest-environment happy-dom
import { act, type ComponentType, useState } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Lang } from "../lib/languages";
import { type EditorWidgets, FieldsContext, type RichTextProps } from "./common/edit/context";
import { inputToInstant, instantToInput, linkedEntityId } from "./common/edit/fields";
import { emptyValues, moduleForms, validateModule } from "./edit-forms";
import { REQUIRED_MESSAGE } from "./editing";
import { MODULE_MODELS, type ModuleModel } from "./models";
import { moduleSamples, type SampleReferences } from "./module-samples.test-helper";

/** A plain textarea in place of the editor's Milkdown widget. */
function StubRichText({ id, value, onChange, labelledBy, describedBy, invalid }: RichTextProps) {
  return (
    <textarea
      id={id}
      value={value}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

function stubWidgets(overrides: Partial<EditorWidgets> = {}): EditorWidgets {
  return {
    RichText: StubRichText,
    chooseImage: vi.fn(async () => null),
    chooseLink: vi.fn(async () => null),
    chooseEvent: vi.fn(async () => null),
    ...overrides,
  };
}

/** A form as the editor hosts it: values in state, the browser's checks shown at their fields. */
function Harness({
  model,
  Form,
  initial,
  widgets,
  lang,
  seen,
}: {
  model: string;
  Form: ComponentType;
  initial: Record<string, unknown>;
  widgets: EditorWidgets;
  lang: Lang;
  seen?: (values: Record<string, unknown>) => void;
}) {
  const [values, setValues] = useState(initial);
  seen?.(values);
  return (
    <FieldsContext.Provider
      value={{
        lang,
        model,
        values,
        setValue: (name, value) => setValues((current) => ({ ...current, [name]: value })),
        errors: validateModule(model, values),
        widgets,
      }}
    >
      <Form />
    </FieldsContext.Provider>
  );
}

let cleanup = () => {};
// The entity fields read their lists; a test that needs entries answers with its own.
beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response("[]", { status: 200 })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderForm(
  model: ModuleModel,
  options: {
    values?: Record<string, unknown>;
    widgets?: EditorWidgets;
    lang?: Lang;
    seen?: (values: Record<string, unknown>) => void;
  } = {},
) {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const { default: Form } = await moduleForms[model]();
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => {
    root.render(
      <Harness
        model={model}
        Form={Form}
        initial={options.values ?? emptyValues(model)}
        widgets={options.widgets ?? stubWidgets()}
        lang={options.lang ?? "en"}
        seen={options.seen}
      />,
    );
  });
  cleanup = () => {
    act(() => root.unmount());
    container.remove();
  };
  return container;
}

function type(input: HTMLInputElement | HTMLTextAreaElement, text: string) {
  const prototype = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  act(() => {
    Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(input, text);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

/** The control or group a message describes (its aria-describedby names the message's id). */
function describedElement(container: HTMLElement, messageId: string): Element | null {
  return (
    [...container.querySelectorAll("[aria-describedby]")].find((element) =>
      (element.getAttribute("aria-describedby") ?? "").split(" ").includes(messageId),
    ) ?? null
  );
}

describe("moduleForms", () => {
  it("has a form for exactly the module types", () => {
    expect(Object.keys(moduleForms).sort()).toEqual([...MODULE_MODELS].sort());
  });

  it.each(MODULE_MODELS)(
    "%s: renders its fields, each labelled, and ties every message to its field",
    async (model) => {
      const container = await renderForm(model);
      const errors = validateModule(model, emptyValues(model));
      for (const control of container.querySelectorAll("input, select, textarea")) {
        const labelled =
          control.getAttribute("aria-labelledby") ||
          control.closest("label") ||
          container.querySelector(`label[for="${control.id}"]`);
        expect(labelled, `${model}: ${control.outerHTML}`).toBeTruthy();
      }
      const messages = [...container.querySelectorAll(".module-field__error")];
      expect(messages.map((message) => message.textContent).sort()).toEqual(Object.values(errors).sort());
      for (const message of messages) {
        const field = describedElement(container, message.id);
        expect(field, `${model}: ${message.id}`).not.toBeNull();
        expect(field?.getAttribute("aria-invalid")).toBe("true");
      }
    },
  );

  it("shows its labels in German on a German page", async () => {
    const container = await renderForm("headline", { lang: "de" });
    expect(container.textContent).toContain("Überschrift");
    expect(container.textContent).not.toContain("Headline");
  });
});

describe("validateModule", () => {
  it("answers 'This field is required!' at a required field left empty, and {} once it is filled", () => {
    expect(validateModule("headline", { ...emptyValues("headline"), content: "" })).toEqual({
      content: REQUIRED_MESSAGE,
    });
    expect(validateModule("headline", { ...emptyValues("headline"), content: "Welcome" })).toEqual({});
  });

  it("applies the server's rules: one of link_url and link, the embed check, 1 to 8 articles, the text limit", () => {
    expect(validateModule("link", { link_text: "More", link: "/de/programm" })).toEqual({});
    expect(validateModule("audio", { embed: "https://example.com/player" }).embed).toMatch(/SoundCloud/);
    expect(validateModule("blog_teaser_list", { items: 9 }).items).toBeTruthy();
    expect(validateModule("full_teaser", { image: "a", headline: "H", text: "x".repeat(3001) }).text).toBeTruthy();
  });

  it("checks rich text and HTML without a sanitiser in the browser, and finds markup without text blank", () => {
    expect(validateModule("text", { content: "<p><strong>Hi</strong></p>" })).toEqual({});
    expect(validateModule("two_columns", { extra_class: "image-text", text: "<p></p>", image: "k" })).toEqual({
      text: REQUIRED_MESSAGE,
    });
    expect(validateModule("html", { html_code: "<p>Hi</p>" })).toEqual({});
  });

  it("leaves out the tree's fields and derived ones", () => {
    expect(validateModule("section", { layout: 3, slug: "intro", columns: [], image_obj: null })).toEqual({});
  });
});

describe("the fields", () => {
  it("setValue flows: typing into a field updates the values and its message goes", async () => {
    let values: Record<string, unknown> = {};
    const container = await renderForm("headline", { seen: (current) => (values = current) });
    const content = container.querySelector<HTMLInputElement>('input[aria-invalid="true"]');
    expect(content).not.toBeNull();
    if (!content) return;
    expect(content.required).toBe(true);
    type(content, "Season opening");
    expect(values.content).toBe("Season opening");
    expect(content.getAttribute("aria-invalid")).toBeNull();
    expect(container.querySelector(".module-field__error")).toBeNull();
  });

  it("a select keeps the stored type: the headline level stays a number", async () => {
    let values: Record<string, unknown> = {};
    const container = await renderForm("headline", { seen: (current) => (values = current) });
    const select = container.querySelector("select");
    if (!select) throw new Error("no select");
    act(() => {
      select.value = [...select.options].find((option) => option.textContent === "H4")?.value ?? "";
      select.dispatchEvent(new Event("change", { bubbles: true }));
    });
    expect(values.headline_level).toBe(4);
  });

  it("a section stored with its preset's name (older content) shows that preset", async () => {
    const container = await renderForm("section", { values: { layout: "50-50" } });
    const select = container.querySelector("select");
    expect(select?.selectedOptions[0]?.textContent).toBe("50 / 50 %");
  });

  it("an image field opens the image finder with the module's format and stores the chosen key", async () => {
    const chooseImage = vi.fn(async () => ({ key: "images/stage", alt: "The stage" }));
    let values: Record<string, unknown> = {};
    const container = await renderForm("image", {
      values: { ...emptyValues("image"), format: "wide" },
      widgets: stubWidgets({ chooseImage }),
      seen: (current) => (values = current),
    });
    const button = [...container.querySelectorAll("button")].find((b) => b.textContent === "Choose image");
    await act(async () => button?.click());
    expect(chooseImage).toHaveBeenCalledWith({ format: "wide" });
    expect(values.image).toBe("images/stage");
    const preview = container.querySelector("img");
    expect(preview?.getAttribute("src")).toBe("/media/images/stage/320.webp");
    expect(preview?.getAttribute("alt")).toBe("The stage");
    const remove = [...container.querySelectorAll("button")].find((b) => b.textContent === "Remove");
    await act(async () => remove?.click());
    expect(values.image).toBeNull();
  });

  it("a link field takes what the link finder chose", async () => {
    const chooseLink = vi.fn(async () => "/en/events/concert/12");
    let values: Record<string, unknown> = {};
    const container = await renderForm("link", {
      values: { link_text: "Concert", link_url: "/en" },
      widgets: stubWidgets({ chooseLink }),
      seen: (current) => (values = current),
    });
    const button = [...container.querySelectorAll("button")].find((b) => b.textContent === "Choose link");
    await act(async () => button?.click());
    expect(chooseLink).toHaveBeenCalledWith("/en");
    expect(values.link_url).toBe("/en/events/concert/12");
  });

  it("a link field takes the page of the event chosen in the event finder", async () => {
    const chooseEvent = vi.fn(async () => ({ id: 12, title: "Concert", url: "/en/events/concert/12" }));
    let values: Record<string, unknown> = {};
    const container = await renderForm("full_teaser", {
      values: { ...emptyValues("full_teaser"), link: null },
      widgets: stubWidgets({ chooseEvent }),
      seen: (current) => (values = current),
    });
    const button = [...container.querySelectorAll("button")].find((b) => b.textContent === "Choose event");
    await act(async () => button?.click());
    expect(chooseEvent).toHaveBeenCalledTimes(1);
    expect(values.link).toBe("/en/events/concert/12");
  });

  it("a form is chosen through the link finder and stored as its id; another page's link is refused", async () => {
    const answers = ["/de/formular/anmeldung/4", "/de/programm/konzert/12"];
    const chooseLink = vi.fn(async () => answers.shift() ?? null);
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify({ title: "Sign-up" }), { status: 200 })),
    );
    let values: Record<string, unknown> = {};
    const container = await renderForm("form", {
      widgets: stubWidgets({ chooseLink }),
      seen: (current) => (values = current),
    });
    const choose = () => [...container.querySelectorAll("button")].find((b) => b.textContent === "Choose …");
    await act(async () => choose()?.click());
    expect(values.form).toBe(4);
    expect(container.textContent).toContain("Sign-up (#4)");
    await act(async () => choose()?.click());
    expect(values.form).toBe(4);
    expect(container.textContent).toContain("This link does not lead to a matching page.");
  });

  it("an entity select lists the venues of the page's language and stores the id", async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify([
            { id: 3, name: "Great Hall" },
            { id: 5, name: "Studio" },
          ]),
          { status: 200 },
        ),
    );
    vi.stubGlobal("fetch", fetchMock);
    let values: Record<string, unknown> = {};
    const container = await renderForm("venue", { lang: "de", seen: (current) => (values = current) });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(fetchMock).toHaveBeenCalledWith("/de/api/venues/", expect.anything());
    const select = container.querySelector("select");
    if (!select) throw new Error("no select");
    act(() => {
      select.value = "5";
      select.dispatchEvent(new Event("change", { bubbles: true }));
    });
    expect(values.venue).toBe(5);
  });
});

describe("date and time in Berlin", () => {
  it("shows a stored instant as Berlin wall time and stores the input back as an instant", () => {
    expect(instantToInput("2026-12-01T17:00:00Z")).toBe("2026-12-01T18:00");
    expect(instantToInput("2026-07-01T17:00:00Z")).toBe("2026-07-01T19:00");
    expect(inputToInstant("2026-12-01T18:00")).toBe("2026-12-01T17:00:00Z");
    expect(inputToInstant("")).toBeNull();
    expect(instantToInput(null)).toBe("");
  });
});

describe("linkedEntityId", () => {
  it("reads the id of a form's or an article's page in either language", () => {
    expect(linkedEntityId("form", "/de/formular/anmeldung/4")).toBe(4);
    expect(linkedEntityId("form", "https://example.org/en/form/sign-up/4/")).toBe(4);
    expect(linkedEntityId("article", "/de/mediathek-de/ein-artikel/9")).toBe(9);
    expect(linkedEntityId("form", "/de/programm/konzert/12")).toBeNull();
    expect(linkedEntityId("article", "/en/form/sign-up/4")).toBeNull();
  });
});

/** The field whose value the last change set: the one name whose value differs. */
function changedField(before: Record<string, unknown>, after: Record<string, unknown>): string {
  const changed = Object.keys({ ...before, ...after }).filter((name) => !Object.is(before[name], after[name]));
  expect(changed).toHaveLength(1);
  return changed[0] ?? "";
}

/** A control's or group's label text: its legend, its aria-labelledby, or the label for it. */
function labelText(control: Element): string {
  if (control instanceof HTMLFieldSetElement) return control.querySelector("legend")?.textContent ?? "";
  const labelledBy = control.getAttribute("aria-labelledby");
  if (labelledBy) return document.getElementById(labelledBy)?.textContent ?? "";
  return [...document.querySelectorAll("label")].find((label) => label.htmlFor === control.id)?.textContent ?? "";
}

describe("the toolbar's forms with the samples of module-samples.test-helper.ts", () => {
  const refs: SampleReferences = {
    image: "images/stage",
    venue: 7,
    form: 3,
    eventPage: "/de/programm/konzert/12",
  };
  const samples = moduleSamples(refs);
  // Each form once: every toolbar type's, and the item form of each list among them.
  const forms = new Map<ModuleModel, Record<string, unknown>>();
  for (const [model, sample] of Object.entries(samples)) {
    if (!forms.has(model as ModuleModel)) forms.set(model as ModuleModel, sample.values);
    if (sample.item && !forms.has(sample.item.model)) forms.set(sample.item.model, sample.item.values);
  }

  it("every sample, list items too, passes the server's rules", () => {
    for (const [model, sample] of Object.entries(samples)) {
      expect(validateModule(model, { ...emptyValues(model as ModuleModel), ...sample.values }), model).toEqual({});
      if (sample.item) {
        const { model: item, values } = sample.item;
        expect(validateModule(item, { ...emptyValues(item), ...values }), item).toEqual({});
      }
    }
  });

  it.each([...forms])(
    "%s: each required field left empty has a control labelled with the required mark, which gives the sample's value",
    async (model, sample) => {
      vi.stubGlobal(
        "fetch",
        vi.fn(async (url: string) =>
          url.includes("/api/venues/")
            ? new Response(JSON.stringify([{ id: refs.venue, name: "Kulturwerk am Schlossplatz" }]))
            : new Response("[]"),
        ),
      );
      const widgets = stubWidgets({
        chooseImage: vi.fn(async () => ({ key: refs.image, alt: "Die Bühne" })),
        chooseLink: vi.fn(async () => `/de/formular/kontakt/${refs.form}`),
      });
      let values: Record<string, unknown> = {};
      const container = await renderForm(model, { lang: "de", widgets, seen: (current) => (values = current) });
      await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
      const required = Object.keys(validateModule(model, emptyValues(model)));
      const controls = [...container.querySelectorAll(".module-field__error")].map((message) =>
        describedElement(container, message.id),
      );

      /** Sets `control` as an editor would; answers the field it set. */
      const fill = async (control: Element | null): Promise<string> => {
        const before = values;
        if (control instanceof HTMLFieldSetElement) {
          await act(async () => control.querySelector("button")?.click());
          return changedField(before, values);
        }
        if (control instanceof HTMLSelectElement) {
          let name = "";
          for (const option of [...control.options].filter((choice) => !choice.disabled && choice.value !== "")) {
            act(() => {
              control.value = option.value;
              control.dispatchEvent(new Event("change", { bubbles: true }));
            });
            name ||= changedField(before, values);
            if (!(name in sample) || values[name] === sample[name]) break;
          }
          return name;
        }
        if (!(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)) {
          throw new Error(`${model}: no control for a message`);
        }
        const kind = control instanceof HTMLInputElement ? control.type : "textarea";
        type(control, kind === "number" ? "1" : kind === "datetime-local" ? "2020-01-01T10:00" : "x");
        const name = changedField(before, values);
        if (name in sample) {
          const wanted = sample[name];
          type(control, kind === "datetime-local" ? instantToInput(wanted) : String(wanted));
        }
        return name;
      };

      const filled: string[] = [];
      for (const control of controls) {
        expect(labelText(control as Element), `${model}: ${control?.outerHTML}`).toMatch(/\S.*\*$/);
        filled.push(await fill(control));
      }
      expect(filled.sort()).toEqual(required.sort());
      for (const name of filled) if (name in sample) expect(values[name], `${model}.${name}`).toEqual(sample[name]);
      expect(validateModule(model, values)).toEqual({});
      expect(container.querySelector(".module-field__error")).toBeNull();
    },
  );
});
