import { Link } from "@tanstack/react-router";
import type { HubRight } from "../lib/hub-access";
import type { HubMe } from "./api";
import { useHubTexts } from "./texts";

const TEXTS = {
  de: {
    title: "Kein Zugriff",
    why: (right: HubRight, email: string) =>
      `Diese Seite ist ${right === "admin" ? "Administratorinnen und Administratoren" : "Konten mit Dashboard-Zugang"} vorbehalten. Ihr Konto (${email}) hat dieses Recht nicht.`,
    ask: "Wenn Sie es brauchen, bitten Sie eine Administratorin oder einen Administrator, es Ihnen zu geben.",
    start: "Zur Startseite des CMS",
  },
  en: {
    title: "Access denied",
    why: (right: HubRight, email: string) =>
      `This page is for ${right === "admin" ? "administrators" : "accounts with dashboard access"}. Your account (${email}) does not have that right.`,
    ask: "If you need it, ask an administrator to grant it to you.",
    start: "Go to the CMS start page",
  },
};

/** The 403 page of the hub: what the page needs, that the account lacks it, whom to ask. */
export function Forbidden({ me, right }: { me: HubMe; right: HubRight }) {
  const text = useHubTexts(TEXTS);
  return (
    <section className="hub-page" aria-labelledby="hub-forbidden-title">
      <h1 id="hub-forbidden-title">{text.title}</h1>
      <p>{text.why(right, me.email)}</p>
      <p>{text.ask}</p>
      <p>
        <Link to="/cms-hub">{text.start}</Link>
      </p>
    </section>
  );
}
