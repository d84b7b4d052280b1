import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import type { Paged } from "../../schemas/common";
import { MEDIA_ACCEPT, MEDIA_MAX_BYTES, MEDIA_PAGE_SIZE, type MediaItem } from "../../schemas/media";
import { editorPaths, editorRequest } from "../api";
import { useEditor, useTexts } from "../context";
import { Dialog } from "../ui/Dialog";
import { FinderSearch, resultStatus } from "./FinderSearch";
import { onListKeys, useDebounced, useGet } from "./hooks";
import { FORMAT_RATIOS, mediaCall, type UploadReason, uploadProblem } from "./logic";
import "./finders.css";

export interface ImageChoice {
  key: string;
  alt: string;
  format?: string;
}

export interface ImageFinderOptions {
  format?: string;
  formats?: readonly string[];
}

const texts = {
  de: {
    title: "Bild wählen",
    format: "Format",
    formats: {
      standard: "Standard",
      square: "Quadratisch",
      wide: "Breit (21 : 9)",
      vertical: "Hochformat (400 × 500)",
      horizontal: "Querformat (1240 × 700)",
    } as Record<string, string>,
    library: "Mediathek",
    search: "Bilder suchen (Dateiname, Alternativtext, Titel)",
    loading: "Wird geladen …",
    failed: "Die Mediathek konnte nicht geladen werden.",
    found: (n: number) => (n === 1 ? "1 Bild" : `${n} Bilder`),
    nothing: "Keine Bilder gefunden",
    noAlt: "(ohne Alternativtext)",
    page: (page: number, pages: number) => `Seite ${page} von ${pages}`,
    previous: "Vorherige Seite",
    next: "Nächste Seite",
    upload: "Neues Bild hochladen",
    file: "Bilddatei (JPEG, PNG, WebP, GIF oder AVIF, höchstens 20 MiB)",
    alt: "Alternativtext (Pflicht): was auf dem Bild zu sehen ist",
    imageTitle: "Titel (optional)",
    send: "Hochladen",
    sending: "Wird hochgeladen …",
    uploaded: (alt: string) => `„${alt}“ wurde hochgeladen und steht oben in der Liste.`,
    missingFile: "Bitte eine Bilddatei auswählen.",
    missingAlt: "Bitte einen Alternativtext angeben.",
    reasons: {
      too_large: "Das Bild ist zu groß: höchstens 20 MiB.",
      type: "Diese Datei ist kein erlaubtes Bild: nur JPEG, PNG, WebP, GIF und AVIF.",
      dimensions: "Das Bild hat zu viele Pixel: höchstens 12 000 je Seite und 50 Megapixel.",
      unreadable: "Das Bild lässt sich nicht lesen.",
      field: "Die Angaben wurden abgelehnt.",
      network: "Keine Verbindung zum Server.",
      other: "Das Hochladen ist fehlgeschlagen.",
    } satisfies Record<UploadReason, string>,
    cancel: "Abbrechen",
  },
  en: {
    title: "Choose an image",
    format: "Format",
    formats: {
      standard: "Standard",
      square: "Square",
      wide: "Wide (21 : 9)",
      vertical: "Portrait (400 × 500)",
      horizontal: "Landscape (1240 × 700)",
    } as Record<string, string>,
    library: "Media library",
    search: "Search images (file name, alt text, title)",
    loading: "Loading …",
    failed: "The media library could not be loaded.",
    found: (n: number) => (n === 1 ? "1 image" : `${n} images`),
    nothing: "No images found",
    noAlt: "(no alt text)",
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
    previous: "Previous page",
    next: "Next page",
    upload: "Upload a new image",
    file: "Image file (JPEG, PNG, WebP, GIF or AVIF, at most 20 MiB)",
    alt: "Alt text (required): what the image shows",
    imageTitle: "Title (optional)",
    send: "Upload",
    sending: "Uploading …",
    uploaded: (alt: string) => `“${alt}” was uploaded and is first in the list.`,
    missingFile: "Please choose an image file.",
    missingAlt: "Please enter an alt text.",
    reasons: {
      too_large: "The image is too large: at most 20 MiB.",
      type: "This file is not an accepted image: only JPEG, PNG, WebP, GIF and AVIF.",
      dimensions: "The image has too many pixels: at most 12,000 a side and 50 megapixels.",
      unreadable: "The image cannot be read.",
      field: "The details were refused.",
      network: "No connection to the server.",
      other: "The upload failed.",
    } satisfies Record<UploadReason, string>,
    cancel: "Cancel",
  },
};

type Texts = (typeof texts)["de"];

/**
 * The image finder (SPEC §2): the media library, searched and paged, and an upload with its alt
 * text (ADR 0021). Choosing an image resolves with its key and alt text, and with the format the
 * editor picked when the module offers formats; cancelling resolves null.
 */
export function ImageFinder({
  open,
  options,
  onDone,
}: {
  open: boolean;
  options: ImageFinderOptions;
  onDone: (choice: ImageChoice | null) => void;
}) {
  const text = useTexts(texts);
  return (
    <Dialog open={open} title={text.title} onClose={() => onDone(null)} wide>
      <ImageFinderBody options={options} onDone={onDone} text={text} />
    </Dialog>
  );
}

function ImageFinderBody({
  options,
  onDone,
  text,
}: {
  options: ImageFinderOptions;
  onDone: (choice: ImageChoice | null) => void;
  text: Texts;
}) {
  const { lang } = useEditor();
  const id = useId();
  const formats = options.formats ?? (options.format ? [options.format] : []);
  const [format, setFormat] = useState(options.format ?? formats[0]);
  const [query, setQuery] = useState("");
  const [page, setPage] = useState(1);
  const [uploaded, setUploaded] = useState<MediaItem | null>(null);

  const settled = useDebounced(query);
  const loaded = useGet<Paged<MediaItem>>(mediaCall(lang, settled, page));
  const listed = loaded.data?.results ?? [];
  const items = uploaded ? [uploaded, ...listed.filter((item) => item.id !== uploaded.id)] : listed;
  const count = loaded.data?.count ?? 0;
  const pages = Math.max(1, Math.ceil(count / MEDIA_PAGE_SIZE));

  const choose = (item: MediaItem) =>
    onDone(format === undefined ? { key: item.key, alt: item.alt } : { key: item.key, alt: item.alt, format });

  const status = resultStatus(loaded, items.length, count, text);

  const ratio = format ? FORMAT_RATIOS[format] : undefined;

  return (
    <div className="finder">
      {formats.length > 0 && (
        <fieldset className="finder__formats">
          <legend>{text.format}</legend>
          {formats.map((name) => (
            <label key={name} className="finder__radio">
              <input
                type="radio"
                name={`${id}-format`}
                value={name}
                checked={format === name}
                onChange={() => setFormat(name)}
              />
              <span>{text.formats[name] ?? name}</span>
            </label>
          ))}
        </fieldset>
      )}

      <section className="finder__section" aria-labelledby={`${id}-library`}>
        <h3 id={`${id}-library`} className="finder__group-title">
          {text.library}
        </h3>
        <div className="finder__search">
          <FinderSearch
            label={text.search}
            value={query}
            listId={`${id}-images`}
            onChange={(value) => {
              setQuery(value);
              // A new search starts on its first page and shows what it finds, nothing else.
              setPage(1);
              setUploaded(null);
            }}
          />
        </div>
        <output className="finder__status">{status}</output>
        <ul id={`${id}-images`} className="finder__images" onKeyDown={onListKeys}>
          {items.map((item) => (
            <li key={item.id}>
              <UploadFocus active={item.id === uploaded?.id}>
                <button type="button" className="finder__image" data-choice onClick={() => choose(item)}>
                  <img
                    src={`/media/${item.key}/320.webp`}
                    alt=""
                    loading="lazy"
                    width={160}
                    height={ratio ? Math.round(160 / ratio) : 120}
                    style={ratio ? { aspectRatio: String(ratio) } : undefined}
                  />
                  <span className="finder__image-alt">{item.alt || text.noAlt}</span>
                  <span className="finder__meta">{item.file_name}</span>
                </button>
              </UploadFocus>
            </li>
          ))}
        </ul>
        {pages > 1 && (
          <nav className="finder__paging" aria-label={text.page(page, pages)}>
            <button
              type="button"
              className="finder__button"
              disabled={!loaded.data?.previous}
              onClick={() => setPage((at) => Math.max(1, at - 1))}
            >
              {text.previous}
            </button>
            <span>{text.page(page, pages)}</span>
            <button
              type="button"
              className="finder__button"
              disabled={!loaded.data?.next}
              onClick={() => setPage((at) => at + 1)}
            >
              {text.next}
            </button>
          </nav>
        )}
      </section>

      <UploadForm
        text={text}
        onUploaded={(item) => {
          setUploaded(item);
          setQuery("");
          setPage(1);
        }}
      />

      <div className="finder__actions">
        <button type="button" className="finder__button" onClick={() => onDone(null)}>
          {text.cancel}
        </button>
      </div>
    </div>
  );
}

/** Moves focus to the freshly uploaded image's button once it is shown, so Enter chooses it. */
function UploadFocus({ active, children }: { active: boolean; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (active) ref.current?.querySelector<HTMLElement>("[data-choice]")?.focus();
  }, [active]);
  return (
    <div ref={ref} className="finder__image-slot">
      {children}
    </div>
  );
}

function UploadForm({ text, onUploaded }: { text: Texts; onUploaded: (item: MediaItem) => void }) {
  const { lang } = useEditor();
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [alt, setAlt] = useState("");
  const [title, setTitle] = useState("");
  const [sending, setSending] = useState(false);
  const [problems, setProblems] = useState<{ file?: string; alt?: string; title?: string; form?: string }>({});
  const [done, setDone] = useState("");

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone("");
    const file = fileRef.current?.files?.[0];
    const found: typeof problems = {};
    if (!file) found.file = text.missingFile;
    else if (file.size > MEDIA_MAX_BYTES) found.file = text.reasons.too_large;
    if (alt.trim() === "") found.alt = text.missingAlt;
    setProblems(found);
    if (!file || Object.keys(found).length > 0) return;

    const form = new FormData();
    form.set("file", file);
    form.set("alt", alt.trim());
    if (title.trim()) form.set("title", title.trim());
    setSending(true);
    const answer = await editorRequest<MediaItem>("POST", editorPaths(lang).media, form);
    setSending(false);
    if (answer.ok) {
      setAlt("");
      setTitle("");
      if (fileRef.current) fileRef.current.value = "";
      setDone(text.uploaded(answer.body.alt));
      onUploaded(answer.body);
      return;
    }
    const problem = uploadProblem(answer.status, answer.body);
    const sentence =
      problem.reason === "field" && problem.field === "alt" ? text.missingAlt : text.reasons[problem.reason];
    // The server's own sentence adds what ours cannot know (the image's size, for instance).
    const message = problem.detail && problem.reason !== "field" ? `${sentence} (${problem.detail})` : sentence;
    setProblems(problem.field === "" ? { form: message } : { [problem.field]: message });
  };

  const describedBy = (field: "file" | "alt" | "title") => (problems[field] ? `${id}-${field}-problem` : undefined);

  return (
    <section className="finder__section" aria-labelledby={`${id}-upload`}>
      <h3 id={`${id}-upload`} className="finder__group-title">
        {text.upload}
      </h3>
      <form className="finder__upload" onSubmit={submit} noValidate>
        <label className="finder__field">
          <span>{text.file}</span>
          <input
            ref={fileRef}
            type="file"
            accept={MEDIA_ACCEPT}
            aria-invalid={problems.file !== undefined}
            aria-describedby={describedBy("file")}
            onChange={() => setProblems(({ file: _file, form: _form, ...rest }) => rest)}
          />
        </label>
        {problems.file && (
          <p id={`${id}-file-problem`} className="finder__problem" role="alert">
            {problems.file}
          </p>
        )}
        <label className="finder__field">
          <span>{text.alt}</span>
          <input
            type="text"
            value={alt}
            required
            maxLength={300}
            aria-invalid={problems.alt !== undefined}
            aria-describedby={describedBy("alt")}
            onChange={(event) => setAlt(event.target.value)}
          />
        </label>
        {problems.alt && (
          <p id={`${id}-alt-problem`} className="finder__problem" role="alert">
            {problems.alt}
          </p>
        )}
        <label className="finder__field">
          <span>{text.imageTitle}</span>
          <input
            type="text"
            value={title}
            maxLength={200}
            aria-invalid={problems.title !== undefined}
            aria-describedby={describedBy("title")}
            onChange={(event) => setTitle(event.target.value)}
          />
        </label>
        {problems.title && (
          <p id={`${id}-title-problem`} className="finder__problem" role="alert">
            {problems.title}
          </p>
        )}
        {problems.form && (
          <p className="finder__problem" role="alert">
            {problems.form}
          </p>
        )}
        <output className="finder__status">{sending ? text.sending : done}</output>
        <div className="finder__actions">
          <button type="submit" className="finder__button finder__button--primary" disabled={sending}>
            {text.send}
          </button>
        </div>
      </form>
    </section>
  );
}
