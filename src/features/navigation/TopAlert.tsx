import { useQuery } from "@tanstack/react-query";
import { SmartLink } from "../../components/ui/SmartLink";
import { useT } from "../../i18n/use-lang";
import type { ApiClient } from "../../lib/api";
import { useCookie, writeCookie } from "../../lib/cookies";
import type { Lang } from "../../lib/languages";
import { Icon } from "./icons";
import { breakingNewsQuery } from "./queries";
import { ALERT_COOKIE, ALERT_COOKIE_MAX_AGE, visibleAlert } from "./top-alert";

interface TopAlertProps {
  api: ApiClient;
  lang: Lang;
  menuOpen: boolean;
  /** The close button disappears with the alert: the header takes focus instead. */
  onClosed: () => void;
}

/** The breaking-news top alert (SPEC §4): title, text, link and a close button remembered in a cookie. */
export function TopAlert({ api, lang, menuOpen, onClosed }: TopAlertProps) {
  const t = useT();
  const { data } = useQuery(breakingNewsQuery(api, lang));
  const alert = visibleAlert(data, useCookie(ALERT_COOKIE), menuOpen);
  if (alert === null) return null;
  return (
    <section className="top-alert" aria-label={t("header.alert")}>
      <div className="container top-alert__inner">
        <p className="top-alert__body">
          <strong className="top-alert__title">{alert.title}</strong>
          {alert.text && <span className="top-alert__text">{alert.text}</span>}
          {alert.link && (
            <SmartLink href={alert.link} className="top-alert__link">
              {alert.link_title || t("header.alertMore")}
            </SmartLink>
          )}
        </p>
        <button
          type="button"
          className="header-icon-button top-alert__close"
          onClick={() => {
            writeCookie(ALERT_COOKIE, String(alert.id), ALERT_COOKIE_MAX_AGE);
            onClosed();
          }}
        >
          <Icon name="close" />
          <span className="visually-hidden">{t("header.alertClose")}</span>
        </button>
      </div>
    </section>
  );
}
