// @vitest-environment happy-dom
import { act } from "react";
import * as v from "valibot";
import { afterEach, describe, expect, it } from "vitest";
import { renderInRouter } from "../../components/ui/test-render";
import type { JsonAnswer } from "../../lib/json-request";
import { HubLangContext } from "../texts";
import { HubFormElement, useHubForm } from "./form";

const Account = v.object({
  email: v.pipe(v.string(), v.email("Invalid e-mail address!")),
  first_name: v.pipe(v.string(), v.minLength(1, "This field is required!")),
  is_admin: v.boolean(),
});
type Account = v.InferInput<typeof Account>;

function AccountForm({
  submit,
  onSaved,
}: {
  submit: (values: Account) => Promise<JsonAnswer<{ id: number }>>;
  onSaved: (saved: { id: number }) => void;
}) {
  const form = useHubForm({
    defaultValues: { email: "", first_name: "", is_admin: false } as Account,
    schema: Account,
    submit,
    onSaved,
  });
  return (
    <HubFormElement form={form} label="Account">
      <form.AppField name="email">{(field) => <field.TextField label="E-mail" type="email" required />}</form.AppField>
      <form.AppField name="first_name">{(field) => <field.TextField label="First name" required />}</form.AppField>
      <form.AppField name="is_admin">{(field) => <field.Checkbox label="Administrator" />}</form.AppField>
      <form.AppForm>
        <form.SubmitBar label="Save" />
      </form.AppForm>
    </HubFormElement>
  );
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

function type(input: HTMLInputElement | null, value: string) {
  if (!input) throw new Error("no input");
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

let cleanup: () => void = () => {};
afterEach(() => cleanup());

async function render(submit: (values: Account) => Promise<JsonAnswer<{ id: number }>>) {
  const saved: { id: number }[] = [];
  const rendered = await renderInRouter(
    <HubLangContext.Provider value="en">
      <AccountForm submit={submit} onSaved={(answer) => saved.push(answer)} />
    </HubLangContext.Provider>,
  );
  cleanup = rendered.cleanup;
  const field = (name: string) => rendered.container.querySelector<HTMLInputElement>(`[name=${name}]`);
  const submitForm = async () => {
    await act(async () => rendered.container.querySelector("form")?.requestSubmit());
    await settle();
  };
  return { container: rendered.container, field, submitForm, saved };
}

describe("useHubForm", () => {
  it("refuses what the schema refuses, at the field, without calling the server", async () => {
    const sent: Account[] = [];
    const { container, field, submitForm } = await render(async (values) => {
      sent.push(values);
      return { ok: true, status: 201, body: { id: 1 } };
    });
    await act(async () => type(field("email"), "not-an-address"));
    await submitForm();
    expect(sent).toEqual([]);
    const email = field("email");
    expect(email?.getAttribute("aria-invalid")).toBe("true");
    // The keyboard is taken to the first field the refusal names.
    expect(document.activeElement).toBe(email);
    const description = container.querySelector(`#${CSS.escape(email?.getAttribute("aria-describedby") ?? "")}`);
    expect(description?.textContent).toBe("Invalid e-mail address!");
  });

  it("shows the server's refusal at the field it names and keeps what was typed", async () => {
    const { container, field, submitForm, saved } = await render(async () => ({
      ok: false,
      status: 409,
      body: { error: "email_taken", field: "email", detail: "An account with this e-mail address exists." },
    }));
    await act(async () => {
      type(field("email"), "lea@kulturwerk.example");
      type(field("first_name"), "Lea");
    });
    await submitForm();
    expect(saved).toEqual([]);
    expect(container.querySelector("[role=alert]")?.textContent).toContain(
      "An account with this e-mail address exists.",
    );
    expect(field("email")?.getAttribute("aria-invalid")).toBe("true");
    expect(field("email")?.value).toBe("lea@kulturwerk.example");
  });

  it("hands the server's answer on once it accepted the values", async () => {
    const sent: Account[] = [];
    const { field, submitForm, saved } = await render(async (values) => {
      sent.push(values);
      return { ok: true, status: 201, body: { id: 7 } };
    });
    await act(async () => {
      type(field("email"), "lea@kulturwerk.example");
      type(field("first_name"), "Lea");
      field("is_admin")?.click();
    });
    await submitForm();
    expect(sent).toEqual([{ email: "lea@kulturwerk.example", first_name: "Lea", is_admin: true }]);
    expect(saved).toEqual([{ id: 7 }]);
  });
});
