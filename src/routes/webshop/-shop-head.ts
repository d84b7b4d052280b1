import type { QueryClient } from "@tanstack/react-query";
import { settingsQuery } from "../../features/site/queries";
import { createTranslator, type MessageKey } from "../../i18n/messages";
import type { ApiClient } from "../../lib/api";
import { titleWithSite } from "../../lib/head";
import type { Lang } from "../../lib/languages";

/** `head` of a web-shop page: its title in the site's template; shop pages are never indexed. */
export function shopHead(context: { api: ApiClient; queryClient: QueryClient; lang: Lang }, title: MessageKey) {
  const settings = context.queryClient.getQueryData(settingsQuery(context.api).queryKey);
  const text = createTranslator(context.lang)(title);
  return { meta: [{ title: settings ? titleWithSite(text, settings.site_name) : text }] };
}

/** Whether the shop sells right now (settings are loaded by the webshop layout route). */
export async function shopIsOnline(context: { api: ApiClient; queryClient: QueryClient }): Promise<boolean> {
  const settings = await context.queryClient.ensureQueryData(settingsQuery(context.api));
  return settings.is_shop_online;
}
