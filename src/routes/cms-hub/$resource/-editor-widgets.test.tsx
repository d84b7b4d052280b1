// @vitest-environment happy-dom
import { act } from "react";
import * as v from "valibot";
import { describe, expect, it, vi } from "vitest";
import { HubFormElement, useHubForm } from "../../../hub/form/form";
import { renderHubScreen, settleUntil } from "../../../hub/test-render";
import { EditorWidgetsForHub } from "./-editor-widgets";

const Values = v.object({ description: v.string(), image: v.nullable(v.string()) });

/** A back-office form with a rich-text and an image field, as the item screens hold them. */
function ItemForm() {
  const form = useHubForm({
    defaultValues: { description: "<p>Premiere</p>", image: null as string | null },
    schema: Values,
    submit: async () => ({ ok: true, status: 200, body: {} }) as const,
    onSaved: () => {},
  });
  return (
    <HubFormElement form={form}>
      <form.AppField name="description">{(field) => <field.RichText label="Description" lang="en" />}</form.AppField>
      <form.AppField name="image">{(field) => <field.Image label="Image" />}</form.AppField>
    </HubFormElement>
  );
}

const mediaPage = { count: 1, next: null, previous: null, results: [] };

function stubMediaLibrary() {
  const fetched: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      fetched.push(String(input));
      return new Response(JSON.stringify(mediaPage), { headers: { "content-type": "application/json" } });
    }),
  );
  return fetched;
}

const chooseButton = (container: HTMLElement) =>
  [...container.querySelectorAll("button")].find((button) => button.textContent === "Choose an image …");

describe("the editor's widgets in a back-office form", () => {
  it("show the Milkdown editor for rich text and open the image finder on the media library", async () => {
    const fetched = stubMediaLibrary();
    const { container } = await renderHubScreen(
      <EditorWidgetsForHub>
        <ItemForm />
      </EditorWidgetsForHub>,
    );
    await settleUntil(() => container.querySelector(".ProseMirror") !== null);
    const textbox = container.querySelector<HTMLElement>('[role="textbox"]');
    expect(textbox?.getAttribute("contenteditable")).toBe("true");
    expect(textbox?.innerHTML).toBe("<p>Premiere</p>");
    expect(container.querySelector('[role="toolbar"]')?.getAttribute("aria-label")).toBe("Text format");
    expect(container.querySelector("textarea")).toBeNull();

    const choose = chooseButton(container);
    expect(choose?.disabled).toBe(false);
    await act(async () => choose?.click());
    await settleUntil(() => document.querySelector("dialog[open]") !== null);
    const dialog = document.querySelector<HTMLDialogElement>("dialog[open]");
    expect(dialog?.textContent).toContain("Choose an image");
    expect(dialog?.textContent).toContain("Upload a new image");
    // The finder's upload form stands outside the item's form: a form never nests in another.
    expect(dialog?.closest("form.hub-form")).toBeNull();
    await settleUntil(() => fetched.some((url) => url.startsWith("/en/pageeditor-api/media/")));
  });

  it("follow the hub's language", async () => {
    stubMediaLibrary();
    const { container } = await renderHubScreen(
      <EditorWidgetsForHub>
        <ItemForm />
      </EditorWidgetsForHub>,
      { lang: "de" },
    );
    await settleUntil(() => container.querySelector(".ProseMirror") !== null);
    const toolbar = container.querySelector('[role="toolbar"]');
    expect(toolbar?.getAttribute("aria-label")).toBe("Textformat");
    // The English text is marked English; the German label and toolbar are not.
    expect(container.querySelector('[role="textbox"]')?.getAttribute("lang")).toBe("en");
    expect(toolbar?.closest('[lang="en"]')).toBeNull();
    expect(container.querySelector("label")?.closest('[lang="en"]')).toBeNull();
  });

  it("without them, rich text is a text area and the image button is disabled", async () => {
    const { container } = await renderHubScreen(<ItemForm />);
    expect(container.querySelector("textarea")?.value).toBe("<p>Premiere</p>");
    expect(container.querySelector("textarea")?.lang).toBe("en");
    expect(container.querySelector(".ProseMirror")).toBeNull();
    expect(chooseButton(container)?.disabled).toBe(true);
  });
});
