import type { ApiRefusal } from "../lib/json-request";
import type { Lang } from "../lib/languages";

/**
 * The one place where the messages the editor did not write itself are put into the page's
 * language: the server's refusals (`detail`, `problems[].message`, error codes, bare statuses)
 * and the SPEC §5 checks the browser shares with the server (ADR 0026 keeps those English there).
 * A message met here is said in words of the editor; an unknown one is a general sentence in the
 * page's language with the original after it, so nothing the server said is lost.
 */

type Said = string | ((match: RegExpMatchArray) => string);
interface Known {
  match: string | RegExp;
  de: Said;
  /** Omitted: the original English is already what the English editor says. */
  en?: Said;
}

const KNOWN: readonly Known[] = [
  { match: "This field is required!", de: "Dieses Feld ist ein Pflichtfeld." },
  { match: "The text is required.", de: "Bitte geben Sie einen Text ein." },
  { match: "Negative numbers are not allowed.", de: "Negative Zahlen sind nicht erlaubt." },
  { match: "Someone else saved this in the meantime.", de: "Jemand anderes hat hier inzwischen gespeichert." },
  {
    match: "Another change was saved at the same moment; reload and try again.",
    de: "Im selben Moment wurde eine andere Änderung gespeichert. Laden Sie neu und versuchen Sie es noch einmal.",
  },
  { match: "Another page has this url.", de: "Eine andere Seite hat diese Adresse schon." },
  { match: "This anchor is in use on this site.", de: "Dieser Anker ist auf der Website schon vergeben." },
  {
    match: /^The anchor (.+) is in use on another page\.$/,
    de: (m) => `Der Anker ${m[1]} ist auf einer anderen Seite schon vergeben.`,
  },
  {
    match: "Use lower-case letters, digits and dashes (at most 80).",
    de: "Nur Kleinbuchstaben, Ziffern und Bindestriche (höchstens 80 Zeichen).",
  },
  {
    match: "Use lower-case letters, digits and single dashes between slashes, such as /de/ueber-uns/team.",
    de: "Nur Kleinbuchstaben, Ziffern und einzelne Bindestriche zwischen Schrägstrichen, etwa /de/ueber-uns/team.",
  },
  { match: "A path has at most 200 characters.", de: "Eine Adresse hat höchstens 200 Zeichen." },
  {
    match: "A page path cannot contain the segment versions.",
    de: "Eine Adresse darf nicht den Teil versions enthalten.",
  },
  { match: /^\/(\S+) belongs to the site itself\.$/, de: (m) => `/${m[1]} gehört zur Website selbst.` },
  { match: /^Start with \/(de|en)\.$/, de: (m) => `Die Adresse beginnt mit /${m[1]}.` },
  { match: "Start with /de or /en.", de: "Die Adresse beginnt mit /de oder /en." },
  { match: /^The home page stays at \/(de|en)\.$/, de: (m) => `Die Startseite bleibt unter /${m[1]}.` },
  { match: "Use an Open Graph type such as website.", de: "Geben Sie einen Open-Graph-Typ an, etwa website." },
  { match: "No such image in the media library.", de: "Dieses Bild gibt es in der Mediathek nicht." },
  { match: "The end must come after the start.", de: "Das Ende muss nach dem Anfang liegen." },
  { match: "Nothing of this text can be shown.", de: "Von diesem Text kann nichts angezeigt werden." },
  { match: "Nothing of this HTML can be shown.", de: "Von diesem HTML kann nichts angezeigt werden." },
  { match: "Enter a YouTube or Vimeo video link.", de: "Geben Sie einen Link zu einem YouTube- oder Vimeo-Video ein." },
  { match: "Enter an embed code of Issuu.", de: "Geben Sie einen Einbettungscode von Issuu ein." },
  {
    match: "Enter an embed code of SoundCloud, Spotify or Mixcloud.",
    de: "Geben Sie einen Einbettungscode von SoundCloud, Spotify oder Mixcloud ein.",
  },
  {
    match: "Enter an embed code or post link of Instagram, Facebook, X or TikTok.",
    de: "Geben Sie einen Einbettungscode oder Beitragslink von Instagram, Facebook, X oder TikTok ein.",
  },
  { match: "A module cannot be moved into itself.", de: "Ein Modul kann nicht in sich selbst verschoben werden." },
  { match: "Only sections have columns.", de: "Nur Sektionen haben Spalten." },
  {
    match: /^This section has (\d+) columns? \(0–(\d+)\)\.$/,
    de: (m) => `Diese Sektion hat ${m[1]} Spalte${m[1] === "1" ? "" : "n"}.`,
  },
  {
    match: "Only a section of the page's top level goes to the other language.",
    de: "Nur eine Sektion der obersten Ebene kann in die andere Sprache kopiert werden.",
  },
  {
    match: "A page cannot be placed below itself or a page below it.",
    de: "Eine Seite kann nicht unter sich selbst oder eine ihrer Unterseiten gestellt werden.",
  },
  {
    match: "Move or delete the pages below this one first.",
    de: "Verschieben oder löschen Sie zuerst die Unterseiten.",
  },
  { match: "The home page cannot be deleted.", de: "Die Startseite kann nicht gelöscht werden." },
  {
    match: "This section has no earlier state to go back to.",
    de: "Diese Sektion hat keinen früheren Stand, zu dem sie zurückkehren könnte.",
  },
  { match: "Unknown version.", de: "Diese Version gibt es nicht." },
  { match: "No such page.", de: "Diese Seite gibt es nicht." },
  { match: "No such module on this page.", de: "Dieses Modul gibt es auf dieser Seite nicht." },
  { match: "Not found.", de: "Nicht gefunden." },
  { match: /^Unknown module type '(.+)'\.$/, de: (m) => `Unbekannter Modultyp „${m[1]}“.` },
  { match: "The body is not valid JSON.", de: "Die Anfrage war fehlerhaft." },
  { match: /^The body is larger than (\d+) KiB\.$/, de: (m) => `Die Eingabe ist zu groß (höchstens ${m[1]} KiB).` },
  {
    match: "Too many requests. Please try again later.",
    de: "Zu viele Anfragen. Bitte versuchen Sie es später noch einmal.",
  },
  {
    match: "Too many attempts. Please try again later.",
    de: "Zu viele Versuche. Bitte versuchen Sie es später noch einmal.",
  },
  {
    match: "Too many sign-in attempts. Please try again later.",
    de: "Zu viele Anmeldeversuche. Bitte versuchen Sie es später noch einmal.",
  },
  { match: "CSRF token missing or incorrect.", de: "Die Sitzung ist abgelaufen. Bitte laden Sie die Seite neu." },
  { match: "Authentication credentials were not provided.", de: "Sie sind nicht angemeldet." },
  { match: "The image is larger than 20 MiB.", de: "Das Bild ist größer als 20 MiB." },
  {
    match: /^The image is (\d+) × (\d+) pixels; at most (\d+) a side and ([\d.]+) megapixels are accepted\.$/,
    de: (m) =>
      `Das Bild hat ${m[1]} × ${m[2]} Pixel; angenommen werden höchstens ${m[3]} je Seite und ${m[4]} Megapixel.`,
  },
  { match: "Expected an image in the field 'file'.", de: "Bitte wählen Sie ein Bild aus." },
  { match: "The body is not readable multipart/form-data.", de: "Die Datei kam nicht lesbar an." },
  { match: "The image cannot be read.", de: "Das Bild kann nicht gelesen werden." },
  { match: "The image cannot be decoded.", de: "Das Bild kann nicht gelesen werden." },
  {
    match: "Only JPEG, PNG, WebP, GIF and AVIF images are accepted.",
    de: "Nur Bilder in JPEG, PNG, WebP, GIF und AVIF werden angenommen.",
  },
  { match: "The e-mail address or password is incorrect.", de: "E-Mail-Adresse oder Passwort ist falsch." },
  { match: "The current password is incorrect.", de: "Das aktuelle Passwort ist falsch." },
  {
    match: "The new password must differ from the current one.",
    de: "Das neue Passwort muss sich vom aktuellen unterscheiden.",
  },
  // valibot's own wording, where a schema gives no message of its own.
  {
    match: /^Invalid length: Expected <=(\d+) but received \d+$/,
    de: (m) => `Höchstens ${m[1]} Zeichen.`,
    en: (m) => `At most ${m[1]} characters.`,
  },
  {
    match: /^Invalid length: Expected >=1 but received 0$/,
    de: "Dieses Feld ist ein Pflichtfeld.",
    en: "This field is required!",
  },
  {
    match: /^Invalid value: Expected <=(\d+) but received .+$/,
    de: (m) => `Höchstens ${m[1]}.`,
    en: (m) => `At most ${m[1]}.`,
  },
  {
    match: /^Invalid value: Expected >=(\d+) but received .+$/,
    de: (m) => `Mindestens ${m[1]}.`,
    en: (m) => `At least ${m[1]}.`,
  },
  { match: /^Invalid integer: /, de: "Bitte eine ganze Zahl.", en: "Enter a whole number." },
  { match: /^Invalid type: /, de: "Dieser Wert passt hier nicht.", en: "This value does not fit here." },
  {
    match: /^Invalid (option|value): /,
    de: "Bitte wählen Sie einen der angebotenen Werte.",
    en: "Choose one of the values offered.",
  },
  {
    match: /^Invalid format: /,
    de: "Dieser Wert hat nicht die richtige Form.",
    en: "This value is not in the right form.",
  },
];

/** What an error code or a bare status says when its `detail` is unknown or missing. */
const BY_CODE: Readonly<Record<string, Record<Lang, string>>> = {
  stale_revision: {
    de: "Jemand anderes hat hier inzwischen gespeichert.",
    en: "Someone else saved this in the meantime.",
  },
  conflict: {
    de: "Im selben Moment wurde eine andere Änderung gespeichert. Laden Sie neu und versuchen Sie es noch einmal.",
    en: "Another change was saved at the same moment; reload and try again.",
  },
  slug_taken: { de: "Dieser Anker ist schon vergeben.", en: "This anchor is in use already." },
  path_taken: { de: "Eine andere Seite hat diese Adresse schon.", en: "Another page has this url." },
  invalid_module: { de: "Bitte prüfen Sie die markierten Felder.", en: "Please check the marked fields." },
  invalid_page: { de: "Bitte prüfen Sie die markierten Felder.", en: "Please check the marked fields." },
  not_found: { de: "Nicht gefunden.", en: "Not found." },
  "401": { de: "Sie sind nicht angemeldet.", en: "You are not logged in." },
  "403": { de: "Das dürfen Sie nicht.", en: "You may not do this." },
  "413": { de: "Die Eingabe ist zu groß.", en: "The input is too large." },
  "415": {
    de: "Diese Art von Datei oder Eingabe wird nicht angenommen.",
    en: "This kind of file or input is not accepted.",
  },
  "429": {
    de: "Zu viele Anfragen. Bitte versuchen Sie es später noch einmal.",
    en: "Too many requests. Please try again later.",
  },
  "0": {
    de: "Der Server ist nicht erreichbar. Bitte prüfen Sie die Verbindung.",
    en: "The server cannot be reached. Please check the connection.",
  },
};

const FALLBACK: Record<Lang, (original: string) => string> = {
  de: (original) => (original ? `Das hat nicht geklappt (${original}).` : "Das hat nicht geklappt."),
  en: (original) => (original ? `That did not work (${original}).` : "That did not work."),
};

function known(message: string, lang: Lang): string | null {
  for (const entry of KNOWN) {
    const match =
      typeof entry.match === "string"
        ? entry.match === message
          ? ([message] as RegExpMatchArray)
          : null
        : message.match(entry.match);
    if (!match) continue;
    const said = lang === "de" ? entry.de : (entry.en ?? message);
    return typeof said === "string" ? said : said(match);
  }
  return null;
}

/** A message of the server or of a shared check, in the page's language. */
export function messageIn(lang: Lang, message: string): string {
  return known(message, lang) ?? FALLBACK[lang](message);
}

/** Field → message, every message in the page's language. */
export function messagesIn(lang: Lang, errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, messageIn(lang, message)]));
}

/**
 * A refusal as the page's language says it: its `detail` and each problem's message; a
 * refusal without a body (a proxy's 413, a network failure) gets one from its status.
 */
export function refusalIn(lang: Lang, status: number, refusal: ApiRefusal | null): ApiRefusal {
  const code = refusal?.error ?? String(status);
  const byCode = BY_CODE[code] ?? BY_CODE[String(status)];
  const original = refusal?.detail ?? "";
  const detail = known(original, lang) ?? byCode?.[lang] ?? FALLBACK[lang](original);
  return {
    ...refusal,
    error: code,
    detail,
    ...(refusal?.problems && {
      problems: refusal.problems.map((problem) => ({ ...problem, message: messageIn(lang, problem.message) })),
    }),
  };
}

/** The page's language of an editor API path (`/{de|en}/pageeditor-api/…`). */
export function langOfPath(path: string): Lang {
  return path.startsWith("/en/") ? "en" : "de";
}
