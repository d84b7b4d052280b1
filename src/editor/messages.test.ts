import { afterEach, describe, expect, it, vi } from "vitest";
import { editorRequest } from "./api";
import { mockFetch } from "./island.test-helper";
import { messageIn, refusalIn } from "./messages";

afterEach(() => vi.unstubAllGlobals());

describe("messages in the editor's language", () => {
  it("says the shared checks' and the server's messages in German, keeps the English ones in English", () => {
    expect(messageIn("de", "This field is required!")).toBe("Dieses Feld ist ein Pflichtfeld.");
    expect(messageIn("en", "This field is required!")).toBe("This field is required!");
    expect(messageIn("de", "The anchor programm is in use on another page.")).toBe(
      "Der Anker programm ist auf einer anderen Seite schon vergeben.",
    );
    expect(messageIn("de", "Invalid length: Expected <=200 but received 240")).toBe("Höchstens 200 Zeichen.");
    expect(messageIn("en", "Invalid length: Expected <=200 but received 240")).toBe("At most 200 characters.");
  });

  it("falls back to a general sentence with the original for a message it does not know", () => {
    expect(messageIn("de", "Something new went wrong.")).toBe("Das hat nicht geklappt (Something new went wrong.).");
    expect(messageIn("en", "Something new went wrong.")).toBe("That did not work (Something new went wrong.).");
  });

  it("says a refusal by its code or status when its detail is unknown or missing", () => {
    expect(refusalIn("de", 409, { error: "stale_revision", detail: "Stale." }).detail).toBe(
      "Jemand anderes hat hier inzwischen gespeichert.",
    );
    expect(refusalIn("de", 413, null)).toMatchObject({ error: "413", detail: "Die Eingabe ist zu groß." });
    expect(refusalIn("en", 429, null).detail).toBe("Too many requests. Please try again later.");
    expect(refusalIn("de", 0, null).detail).toBe("Der Server ist nicht erreichbar. Bitte prüfen Sie die Verbindung.");
    expect(refusalIn("de", 415, { error: "unsupported_media_type", detail: "Send application/json." }).detail).toBe(
      "Diese Art von Datei oder Eingabe wird nicht angenommen.",
    );
  });

  it("answers every editor call's refusal in the language of its path, problems included", async () => {
    const refusal = {
      error: "invalid_module",
      field: "content",
      detail: "This field is required!",
      problems: [{ path: "content", message: "This field is required!" }],
    };
    mockFetch(() => ({ status: 422, body: refusal }));
    const german = await editorRequest("POST", "/de/pageeditor-api/text/", {});
    expect(german.ok ? null : german.body).toMatchObject({
      error: "invalid_module",
      field: "content",
      detail: "Dieses Feld ist ein Pflichtfeld.",
      problems: [{ path: "content", message: "Dieses Feld ist ein Pflichtfeld." }],
    });
    const english = await editorRequest("POST", "/en/pageeditor-api/text/", {});
    expect(english.ok ? null : english.body?.detail).toBe("This field is required!");
  });
});
