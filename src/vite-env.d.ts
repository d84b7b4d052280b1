declare module "virtual:client-assets" {
  /** The browser entry's files (see build/client-assets-plugin.ts). */
  const assets: { script: string; css: string[]; preload: string[]; dev: boolean };
  export default assets;
}

/** ICU message catalogues precompiled to ASTs (build/icu-messages-plugin.ts). */
type IcuCatalog = Readonly<Record<string, import("@formatjs/icu-messageformat-parser").MessageFormatElement[]>>;
declare module "*.json?icu" {
  const catalog: IcuCatalog;
  export default catalog;
}
