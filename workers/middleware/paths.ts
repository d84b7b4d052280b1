const API_PATH = /^\/(?:[a-z]{2}\/)?(?:api|pageeditor-api)(?:\/|$)/;

/** True for calls of the JSON contract (SPEC §7), with or without a language prefix. */
export function isApiPath(path: string): boolean {
  return API_PATH.test(path);
}
