const API_PATH = /^\/(?:[a-z]{2}\/)?(?:api|pageeditor-api)(?:\/|$)/;

/** True for calls of the JSON contract (SPEC §7), with or without a language prefix. */
export function isApiPath(path: string): boolean {
  return API_PATH.test(path);
}

/**
 * What stays reachable while the site is offline (SPEC §4): the CMS hub with its API, so an
 * administrator can switch the site back on, the sign-in and sign-out pages and calls it needs,
 * and the set-password page of a new account's link.
 */
const REACHABLE_OFFLINE =
  /^(?:\/cms-hub(?:\/|$)|\/api\/cms-hub(?:\/|$)|\/(?:(?:de|en)\/)?log(?:in|out)\/?$|\/(?:de|en)\/pageeditor-api\/log(?:in|out)\/?$|\/(?:de|en)\/set-password\/?$)/;

export function isReachableOffline(path: string): boolean {
  return REACHABLE_OFFLINE.test(path);
}

const EDITING_CALL = /^\/(?:de|en)\/pageeditor-api\//;

/** A write of the editing API (the hub's redirect form and version restore make them too). */
export function isEditingWrite(method: string, path: string): boolean {
  return method !== "GET" && method !== "HEAD" && EDITING_CALL.test(path);
}
