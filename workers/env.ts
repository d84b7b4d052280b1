import type { Lang } from "../src/lib/languages";
import type { SiteSettings } from "../src/schemas/settings";

/** The authenticated editor of this request, when a valid session cookie came with it. */
export interface SessionUser {
  id: number;
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  isAdmin: boolean;
  hasDashboardOnlineAccess: boolean;
}

export interface AppEnv {
  Bindings: Env;
  Variables: {
    /** CSP nonce of this response; every inline or entry script carries it. */
    nonce: string;
    lang: Lang;
    /** null when settings could not be read: the site then answers 503. */
    settings: SiteSettings | null;
    user: SessionUser | null;
    /** The visitor's CSRF token: the `csrftoken` cookie's, or the one this response issues. */
    csrfToken: string;
  };
}
