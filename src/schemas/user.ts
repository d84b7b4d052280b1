import * as v from "valibot";

const UserLink = v.object({ title: v.string(), url: v.string() });

/**
 * SPEC §3 "Auth user / login state", answered by GET /api/user-details/ (anonymous: logged false,
 * empty strings) and GET /{lang}/pageeditor-api/user (401 when anonymous).
 * navigation.menu is the 'My Area' dropdown, navigation.footer its closing link (log out).
 */
export const UserDetails = v.object({
  logged: v.boolean(),
  is_logged_in: v.boolean(),
  email: v.string(),
  username: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  login_url: v.string(),
  logout_url: v.string(),
  webshop_url: v.string(),
  has_dashboard_online_access: v.boolean(),
  /** Back-office links for editors ([] for visitors). */
  admin_menus: v.array(UserLink),
  navigation: v.object({ menu: v.array(UserLink), footer: v.array(UserLink) }),
});
export type UserDetails = v.InferOutput<typeof UserDetails>;
