import { useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { useT } from "../../i18n/use-lang";
import type { ApiClient } from "../../lib/api";
import { showConsentSettings } from "../../lib/consent";
import type { Lang } from "../../lib/languages";
import type { UserDetails } from "../../schemas/user";
import { PasswordChange } from "./PasswordChange";
import { userDetailsQuery } from "./queries";

/** Display name of a logged-in user: first and last name, else the user name. */
function displayName(user: UserDetails): string {
  return [user.first_name, user.last_name].filter(Boolean).join(" ") || user.username;
}

interface UserPageProps {
  api: ApiClient;
  lang: Lang;
  title: string;
}

/** Frame of both user pages. The loader has already sent anonymous visitors to the login page. */
function UserPageFrame({ title, user, children }: { title: string; user: UserDetails; children: ReactNode }) {
  const t = useT();
  return (
    <div className="user-page">
      <header className="page-header">
        <h1>{title}</h1>
        <p className="page-header__subtitle">{displayName(user)}</p>
      </header>
      {children}
      {user.logout_url && (
        <p className="user-page__logout">
          {/* Logging out is the worker's page, not a route: a full document request. */}
          <a href={user.logout_url} className="button button--secondary">
            {t("header.logout")}
          </a>
        </p>
      )}
    </div>
  );
}

function AccountDetails({ user }: { user: UserDetails }) {
  const t = useT();
  return (
    <dl className="user-page__details">
      <div>
        <dt>{t("user.name")}</dt>
        <dd>{displayName(user)}</dd>
      </div>
      <div>
        <dt>{t("user.username")}</dt>
        <dd>{user.username}</dd>
      </div>
      {user.email && (
        <div>
          <dt>{t("contact.email")}</dt>
          <dd>{user.email}</dd>
        </div>
      )}
    </dl>
  );
}

/** Plain anchors: these targets (back office, webshop) are served outside the router. */
function ExternalLinkList({ links }: { links: { title: string; url: string }[] }) {
  return (
    <ul className="link-list">
      {links.map((link) => (
        <li key={link.url}>
          <a href={link.url}>{link.title}</a>
        </li>
      ))}
    </ul>
  );
}

/** SPEC §2 user profile: who is logged in, and where to go from here. */
export function ProfilePage({ api, lang, title }: UserPageProps) {
  const t = useT();
  const { data: user } = useSuspenseQuery(userDetailsQuery(api));
  return (
    <UserPageFrame title={title} user={user}>
      <section aria-labelledby="user-account" className="user-page__section">
        <h2 id="user-account">{t("user.account")}</h2>
        <AccountDetails user={user} />
        <p>
          <Link to="/$lang/user/settings" params={{ lang }}>
            {t("user.toSettings")}
          </Link>
        </p>
      </section>
      {user.admin_menus.length > 0 && (
        <section aria-labelledby="user-admin" className="user-page__section">
          <h2 id="user-admin">{t("user.backOffice")}</h2>
          <ExternalLinkList links={user.admin_menus} />
        </section>
      )}
    </UserPageFrame>
  );
}

/** SPEC §2 user settings: account data, the password, privacy (cookie) settings and the webshop account. */
export function SettingsPage({ api, lang, title }: UserPageProps) {
  const t = useT();
  const { data: user } = useSuspenseQuery(userDetailsQuery(api));
  return (
    <UserPageFrame title={title} user={user}>
      <section aria-labelledby="user-account" className="user-page__section">
        <h2 id="user-account">{t("user.account")}</h2>
        <AccountDetails user={user} />
        <p>
          <Link to="/$lang/user/profile" params={{ lang }}>
            {t("user.toProfile")}
          </Link>
        </p>
      </section>
      <section aria-labelledby="user-password" className="user-page__section">
        <h2 id="user-password">{t("user.password")}</h2>
        <PasswordChange lang={lang} />
      </section>
      <section aria-labelledby="user-privacy" className="user-page__section">
        <h2 id="user-privacy">{t("user.privacy")}</h2>
        <p>{t("user.privacyText")}</p>
        <p>
          <button type="button" className="button" onClick={() => showConsentSettings()}>
            {t("user.cookieSettings")}
          </button>
        </p>
      </section>
      {user.webshop_url && (
        <section aria-labelledby="user-webshop" className="user-page__section">
          <h2 id="user-webshop">{t("user.webshop")}</h2>
          <p>{t("user.webshopText")}</p>
          <ExternalLinkList links={[{ title: t("user.toWebshop"), url: user.webshop_url }]} />
        </section>
      )}
    </UserPageFrame>
  );
}
