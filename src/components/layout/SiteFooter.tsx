import { useLang, useT } from "../../i18n/use-lang";
import { showConsentSettings } from "../../lib/consent";
import type { Lang } from "../../lib/languages";
import { isInternalLink } from "../../lib/links";
import type { Theme } from "../../lib/theme";
import type { NavResponse } from "../../schemas/pages";
import type { SiteSettings } from "../../schemas/settings";
import { SanitisedHtml } from "../ui/SanitisedHtml";
import { SmartLink } from "../ui/SmartLink";

type FooterLink = NavResponse["navigation"]["footer"][number];

/** The home page of each division (SPEC §1); the base brand's is the language root. */
const divisionPaths: Record<Theme, Record<Lang, string>> = {
  wkm: { de: "/de", en: "/en" },
  so: { de: "/de/sommerspiele", en: "/en/summer-games" },
  ba: { de: "/de/barocktage", en: "/en/baroque-days" },
  ti: { de: "/de/tischlerei", en: "/en/joinery" },
  wa: { de: "/de/live-blick", en: "/en/live-view" },
};
const divisions = Object.keys(divisionPaths) as Theme[];

/** Footer of the default layout (SPEC §2): links, cookie settings, whistleblower link, division tiles. */
export function SiteFooter({ settings, links }: { settings: SiteSettings; links: FooterLink[] }) {
  const t = useT();
  const lang = useLang();
  const whistleblowerUrl = settings.design.footer.whistleblowerUrl[lang];
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        {settings.html_footer_top && <SanitisedHtml html={settings.html_footer_top} className="site-footer__html" />}
        <nav aria-label={t("footer.divisions")} className="site-footer__divisions">
          <ul>
            {divisions.map((division) => (
              <li key={division}>
                <SmartLink href={divisionPaths[division][lang]} className={`division-tile division-tile--${division}`}>
                  <span className="division-tile__mark" aria-hidden="true">
                    {division.toUpperCase()}
                  </span>
                  <span className="division-tile__name">{t(`footer.division.${division}`)}</span>
                </SmartLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t("nav.footer")} className="site-footer__nav">
          <ul>
            {links.map((link) => (
              <li key={link.url}>
                <FooterNavLink href={link.url} label={link.title} external={link.is_external} />
              </li>
            ))}
            <li>
              <FooterNavLink href={whistleblowerUrl} label={t("footer.whistleblower")} external />
            </li>
            <li>
              <button type="button" className="link-button" onClick={showConsentSettings}>
                {t("footer.cookieSettings")}
              </button>
            </li>
          </ul>
        </nav>
        {settings.html_footer_logos && (
          <SanitisedHtml html={settings.html_footer_logos} className="site-footer__logos" />
        )}
        {settings.html_footer_bottom && (
          <SanitisedHtml html={settings.html_footer_bottom} className="site-footer__html" />
        )}
        <p className="site-footer__copyright">
          {t("footer.copyright", { year: new Date().getFullYear(), name: settings.site_name })}
        </p>
      </div>
    </footer>
  );
}

/**
 * External footer links (marked so by the editor, or not internal by SPEC §5) open in a new
 * tab, which screen readers are told about.
 */
function FooterNavLink({ href, label, external = false }: { href: string; label: string; external?: boolean }) {
  const t = useT();
  const newWindow = external || !isInternalLink(href);
  return (
    <SmartLink href={href} newWindow={newWindow}>
      {label}
      {newWindow && <span className="visually-hidden"> ({t("common.opensInNewTab")})</span>}
    </SmartLink>
  );
}
