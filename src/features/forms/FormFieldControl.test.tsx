// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { describedByText, renderInRouter } from "../../components/ui/test-render";
import type { FormField } from "../../schemas/forms";
import { formField as field } from "../../schemas/forms.fixtures";
import { FormFieldControl } from "./FormFieldControl";

const choices = [
  { value: "a", label: "Alpha" },
  { value: "b", label: "Beta" },
];

describe("FormFieldControl", () => {
  let cleanup = () => {};
  afterEach(() => cleanup());

  async function render(f: FormField) {
    const view = await renderInRouter(<FormFieldControl field={f} idPrefix="form-1" />);
    cleanup = view.cleanup;
    return view.container;
  }

  /** The element a label points to, checking the label/id association on the way. */
  function labelled(container: HTMLElement, text: string): HTMLElement {
    const label = [...container.querySelectorAll("label")].find((l) => l.textContent?.startsWith(text));
    expect(label, `label ${text}`).toBeDefined();
    const control = container.querySelector<HTMLElement>(`#${CSS.escape(label?.htmlFor ?? "")}`);
    expect(control, `control of ${text}`).not.toBeNull();
    return control as HTMLElement;
  }

  it.each([
    [1, "input", "text"],
    [3, "input", "email"],
    [4, "input", "number"],
    [9, "input", "date"],
    [10, "input", "file"],
  ])("type %i is a labelled <%s type=%s>", async (type, tag, inputType) => {
    const container = await render(field({ field_type: type, label: "Answer", slug: "answer" }));
    const control = labelled(container, "Answer");
    expect(control.tagName.toLowerCase()).toBe(tag);
    expect(control.getAttribute("type")).toBe(inputType);
    expect(control.getAttribute("name")).toBe("answer");
  });

  it("type 4 does not step below zero (SPEC §5: no negative numbers)", async () => {
    const container = await render(field({ field_type: 4, label: "Participants" }));
    expect(labelled(container, "Participants").getAttribute("min")).toBe("0");
  });

  it("type 2 is a textarea with its default", async () => {
    const container = await render(field({ field_type: 2, label: "Message", default: "Hello" }));
    const control = labelled(container, "Message") as HTMLTextAreaElement;
    expect(control.tagName).toBe("TEXTAREA");
    expect(control.value).toBe("Hello");
  });

  it("marks required fields and links the help text", async () => {
    const container = await render(
      field({ field_type: 3, label: "E-mail", slug: "email", required: true, help_text: "We reply here." }),
    );
    const control = labelled(container, "E-mail");
    expect(control.hasAttribute("required")).toBe(true);
    expect(container.querySelector("label")?.textContent).toBe("E-mail *");
    expect(describedByText(control)).toBe("We reply here.");
  });

  it("type 5 is a fieldset of checkboxes with the label as legend and list defaults", async () => {
    const container = await render(field({ field_type: 5, label: "Topics", slug: "topics", choices, default: ["b"] }));
    expect(container.querySelector("fieldset legend")?.textContent).toBe("Topics");
    const boxes = [...container.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
    expect(boxes.map((b) => [b.name, b.value, b.checked])).toEqual([
      ["topics", "a", false],
      ["topics", "b", true],
    ]);
    expect(labelled(container, "Alpha")).toBe(boxes[0]);
  });

  it("type 6 is a fieldset of radio buttons, required per group", async () => {
    const container = await render(field({ field_type: 6, label: "Size", required: true, choices }));
    expect(container.querySelector("fieldset legend")?.textContent).toBe("Size *");
    const radios = [...container.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    expect(radios).toHaveLength(2);
    expect(radios.every((r) => r.required)).toBe(true);
  });

  it("type 7 is a multiple select, type 8 a single select with an empty first option", async () => {
    const multi = await render(field({ field_type: 7, label: "Days", choices, default: ["a"] }));
    const many = labelled(multi, "Days") as HTMLSelectElement;
    expect(many.multiple).toBe(true);
    expect([...many.selectedOptions].map((o) => o.value)).toEqual(["a"]);
    cleanup();
    const single = await render(field({ field_type: 8, label: "Seat", choices }));
    const one = labelled(single, "Seat") as HTMLSelectElement;
    expect(one.multiple).toBe(false);
    expect([...one.options].map((o) => o.value)).toEqual(["", "a", "b"]);
  });

  it("type 11 and invisible fields render nothing: the server stores their default", async () => {
    for (const hidden of [
      field({ field_type: 11, slug: "source", default: "web" }),
      field({ field_type: 1, slug: "ref", visible: false }),
    ]) {
      const container = await render(hidden);
      expect(container.innerHTML, hidden.slug).toBe("");
    }
  });

  it("type 12 is a single labelled consent checkbox", async () => {
    const container = await render(field({ field_type: 12, label: "I agree", required: true, default: false }));
    const box = labelled(container, "I agree") as HTMLInputElement;
    expect(box.type).toBe("checkbox");
    expect(box.required).toBe(true);
    expect(box.checked).toBe(false);
  });
});
