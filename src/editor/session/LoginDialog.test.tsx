// @vitest-environment happy-dom
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import { mockFetch, renderInIsland, typeInto, waitFor } from "../island.test-helper";
import { LoginDialog } from "./LoginDialog";

const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name=${name}]`) as HTMLInputElement;
const message = () => document.querySelector(".editor-form__error")?.textContent;
const submit = async () => act(async () => document.querySelector<HTMLButtonElement>("button[type=submit]")?.click());

describe("LoginDialog", () => {
  it("asks for what is missing in the editor's language and focuses it, instead of the browser's tooltip", async () => {
    const calls = mockFetch(() => undefined);
    await renderInIsland(<LoginDialog open onDone={() => undefined} />);
    typeInto(input("email"), "erika@example.org");
    await submit();
    expect(message()).toBe("Bitte geben Sie E-Mail-Adresse und Passwort ein.");
    expect(input("password").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(input("password"));
    expect(calls).toHaveLength(0);
  });

  it("says a refusal of the server in the editor's language", async () => {
    mockFetch(() => ({
      status: 429,
      body: { error: "rate_limited", detail: "Too many sign-in attempts. Please try again later." },
    }));
    const done = vi.fn();
    await renderInIsland(<LoginDialog open onDone={done} />);
    typeInto(input("email"), "erika@example.org");
    typeInto(input("password"), "geheim");
    await submit();
    await waitFor(() => message(), "the message");
    expect(message()).toBe("Zu viele Anmeldeversuche. Bitte versuchen Sie es später noch einmal.");
    expect(done).not.toHaveBeenCalled();
  });
});
