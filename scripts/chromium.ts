import { accessSync, constants } from "node:fs";

/** The Chromium the browser tests and the bench drive: Debian's, unless CHROMIUM_PATH names another. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH || "/usr/bin/chromium";
}

/** Null when `path` is an executable; otherwise the one line that tells how to get the browser. */
export function missingChromium(path: string): string | null {
  try {
    accessSync(path, constants.X_OK);
    return null;
  } catch {
    return `The browser tests need Chromium at ${path}: install it with \`apt-get install -y chromium\` (or set CHROMIUM_PATH to a Chromium).`;
  }
}
