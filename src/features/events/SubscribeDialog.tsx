import { useEffect, useId, useRef, useState } from "react";
import type { Lang } from "../../lib/languages";
import { feedLinks, programmeFeedPath } from "../../lib/programme-feed";
import { lockScroll, unlockScroll } from "../../lib/scroll-lock";
import { type EventsFilters, toSearch } from "./url-state";

// The dialog's texts live in its own chunk, not in the catalogue every page loads.
const TEXTS = {
  de: {
    title: "Programm abonnieren",
    intro:
      "Alle kommenden Termine mit den gewählten Filtern in Ihrem Kalender; Änderungen und Absagen kommen von selbst nach.",
    app: "In der Kalender-App abonnieren",
    google: "In Google Kalender abonnieren",
    outlook: "In Outlook abonnieren",
    address: "Adresse des Kalenders",
    copy: "Adresse kopieren",
    copied: "Adresse kopiert.",
    copyFailed: "Kopieren ging nicht: Die Adresse ist markiert, kopieren Sie sie bitte selbst.",
    close: "Schließen",
  },
  en: {
    title: "Subscribe to the programme",
    intro:
      "Every upcoming date with the chosen filters in your calendar; changes and cancellations follow by themselves.",
    app: "Subscribe in your calendar app",
    google: "Subscribe in Google Calendar",
    outlook: "Subscribe in Outlook",
    address: "Calendar address",
    copy: "Copy address",
    copied: "Address copied.",
    copyFailed: "Copying did not work: the address is selected, please copy it yourself.",
    close: "Close",
  },
} satisfies Record<Lang, Record<string, string>>;

interface SubscribeDialogProps {
  lang: Lang;
  filters: EventsFilters;
  onClose: () => void;
}

/**
 * The feed of the current filters (not the day: a feed has every future date) as links for
 * calendar apps, Google and Outlook, and its address to copy. A modal `<dialog>`: the browser
 * keeps focus inside, Escape and the close button close it.
 */
export default function SubscribeDialog({ lang, filters, onClose }: SubscribeDialogProps) {
  const text = TEXTS[lang];
  const dialog = useRef<HTMLDialogElement>(null);
  const address = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const addressId = useId();
  const [copy, setCopy] = useState<"copied" | "copyFailed" | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    element.showModal();
    lockScroll();
    return () => {
      unlockScroll();
      if (element.open) element.close();
    };
  }, []);

  const { date: _day, ...keys } = toSearch(filters);
  const links = feedLinks(`${window.location.origin}${programmeFeedPath(lang, keys)}`, document.title);

  async function copyAddress() {
    try {
      await navigator.clipboard.writeText(links.https);
      setCopy("copied");
    } catch {
      address.current?.select();
      setCopy("copyFailed");
    }
  }

  return (
    <dialog ref={dialog} className="events-subscribe" aria-labelledby={titleId} onClose={onClose}>
      <div className="events-panel__header">
        <h2 id={titleId}>{text.title}</h2>
        <button type="button" className="events-panel__close" onClick={() => dialog.current?.close()}>
          {text.close}
        </button>
      </div>
      <p>{text.intro}</p>
      <ul className="events-subscribe__links">
        <li>
          <a href={links.webcal}>{text.app}</a>
        </li>
        <li>
          <a href={links.google} target="_blank" rel="noopener noreferrer">
            {text.google}
          </a>
        </li>
        <li>
          <a href={links.outlook} target="_blank" rel="noopener noreferrer">
            {text.outlook}
          </a>
        </li>
      </ul>
      <label htmlFor={addressId}>{text.address}</label>
      <div className="events-subscribe__copy">
        <input
          ref={address}
          id={addressId}
          type="url"
          readOnly
          value={links.https}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="button" onClick={() => void copyAddress()}>
          {text.copy}
        </button>
      </div>
      <p role="status">{copy ? text[copy] : ""}</p>
    </dialog>
  );
}
