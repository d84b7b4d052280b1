import { useSuspenseQuery } from "@tanstack/react-query";
import { SmartLink } from "../../components/ui/SmartLink";
import { useT } from "../../i18n/use-lang";
import type { ApiClient } from "../../lib/api";
import type { UserDetails } from "../../schemas/user";
import { userDetailsQuery } from "./queries";

/** Display name of a logged-in user: first and last name, else the user name. */
export function displayName(user: UserDetails): string {
  return [user.first_name, user.last_name].filter(Boolean).join(" ") || user.username;
}

/**
 * The profile and settings pages (SPEC §2), plain for now: who is logged in. The loader has
 * already sent anonymous visitors to the login page.
 */
export function UserPage({ api, title }: { api: ApiClient; title: string }) {
  const t = useT();
  const { data: user } = useSuspenseQuery(userDetailsQuery(api));
  return (
    <div className="user-page">
      <header className="page-header">
        <h1>{title}</h1>
      </header>
      <dl className="user-page__details">
        <dt>{t("user.name")}</dt>
        <dd>{displayName(user)}</dd>
        <dt>{t("contact.email")}</dt>
        <dd>{user.email}</dd>
      </dl>
      {user.logout_url && (
        <p>
          <SmartLink href={user.logout_url}>{t("header.logout")}</SmartLink>
        </p>
      )}
    </div>
  );
}
