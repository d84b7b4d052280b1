// @vitest-environment happy-dom
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderHubScreen, settle } from "../test-render";
import { AccountCreateScreen } from "./AccountCreateScreen";

/** Sets a control's value as typing or choosing does, so React sees the change. */
function enter(control: HTMLInputElement | HTMLSelectElement | null, value: string) {
  if (!control) throw new Error("no such control");
  const prototype = control instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(control, value);
  control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
}

interface Sent {
  method: string;
  url: string;
  body: unknown;
}

/** The server the form talks to: answers each POST with `answer` and records what it got. */
function server(answer: { status: number; body: unknown }) {
  const sent: Sent[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    sent.push({ method: String(init.method), url, body: JSON.parse(String(init.body)) });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { "Content-Type": "application/json" },
    });
  });
  return sent;
}

async function render() {
  const rendered = await renderHubScreen(<AccountCreateScreen />, { lang: "de" });
  const { container } = rendered;
  const control = <T extends HTMLInputElement | HTMLSelectElement = HTMLInputElement>(name: string) =>
    container.querySelector<T>(`[name="${name}"]`);
  /** The message the field shows (its description that is an error). */
  const messageOf = (name: string) => {
    const ids = control(name)?.getAttribute("aria-describedby")?.split(" ") ?? [];
    return ids.map((id) => container.querySelector(`#${CSS.escape(id)}.hub-field__error`)?.textContent ?? "").join("");
  };
  const submit = async () => {
    await act(async () => container.querySelector("form")?.requestSubmit());
    await settle();
  };
  return { container, control, messageOf, submit };
}

describe("the create account form", () => {
  it("says in the hub's language what is missing, at each field, and sends nothing", async () => {
    const sent = server({ status: 201, body: {} });
    const { control, messageOf, submit } = await render();
    await act(async () => enter(control("email"), "keine-adresse"));
    await submit();
    expect(sent).toEqual([]);
    expect(messageOf("email")).toBe("Bitte eine gültige E-Mail-Adresse eingeben.");
    expect(messageOf("first_name")).toBe("Bitte den Vornamen eingeben.");
    expect(messageOf("last_name")).toBe("Bitte den Nachnamen eingeben.");
    expect(control("email")?.getAttribute("aria-invalid")).toBe("true");
    // The password fields belong to the other choice.
    expect(control("password_choice.password")).toBeNull();
  });

  it("asks for the password twice when it is set here, and checks both", async () => {
    const sent = server({ status: 201, body: {} });
    const { control, messageOf, submit } = await render();
    await act(async () => {
      enter(control("email"), "lea@kulturwerk.example");
      enter(control("first_name"), "Lea");
      enter(control("last_name"), "Roth");
      enter(control<HTMLSelectElement>("password_choice.password_mode"), "set");
    });
    await act(async () => enter(control("password_choice.password"), "zu kurz"));
    await submit();
    expect(messageOf("password_choice.password")).toBe("Das Passwort braucht mindestens 12 Zeichen.");

    await act(async () => {
      enter(control("password_choice.password"), "ein langes Passwort");
      enter(control("password_choice.password_confirm"), "ein anderes Passwort");
    });
    await submit();
    expect(messageOf("password_choice.password")).toBe("");
    expect(messageOf("password_choice.password_confirm")).toBe("Die beiden Passwörter stimmen nicht überein.");
    expect(sent).toEqual([]);
  });

  it("sends the account without a password and shows its link once, with a copy button", async () => {
    const url = "https://kultur.example/de/set-password?token=abc";
    const sent = server({
      status: 201,
      body: {
        id: 9,
        email: "lea@kulturwerk.example",
        set_password_url: url,
        set_password_expires_at: "2026-12-05T10:00:00.000Z",
      },
    });
    const { container, control, submit } = await render();
    await act(async () => {
      enter(control("email"), "lea@kulturwerk.example");
      enter(control("first_name"), "Lea");
      enter(control("last_name"), "Roth");
    });
    await act(async () => control("has_dashboard_online_access")?.click());
    await submit();
    expect(sent).toEqual([
      {
        method: "POST",
        url: "/api/cms-hub/accounts/?lang=de",
        body: {
          email: "lea@kulturwerk.example",
          first_name: "Lea",
          last_name: "Roth",
          is_admin: false,
          has_dashboard_online_access: true,
        },
      },
    ]);
    expect(container.querySelector("form")).toBeNull();
    const link = container.querySelector<HTMLInputElement>(".accounts-link input");
    expect(link?.value).toBe(url);
    expect(link?.readOnly).toBe(true);
    expect(container.textContent).toContain("nur jetzt angezeigt");
    expect(container.querySelector(".accounts-link button")?.textContent).toBe("Link kopieren");
    expect(document.activeElement?.textContent).toBe("Das Konto lea@kulturwerk.example ist angelegt.");
  });

  it("shows the server's refusal of an address in use at the address", async () => {
    server({
      status: 409,
      body: { error: "email_taken", field: "email", detail: "Another account signs in with this e-mail address." },
    });
    const { control, messageOf, submit } = await render();
    await act(async () => {
      enter(control("email"), "erika@kulturwerk.example");
      enter(control("first_name"), "Erika");
      enter(control("last_name"), "Muster");
    });
    await submit();
    expect(messageOf("email")).toBe("Another account signs in with this e-mail address.");
    expect(control("email")?.value).toBe("erika@kulturwerk.example");
  });
});
