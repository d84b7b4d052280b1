/// <reference types="vite/client" />

declare module "virtual:client-assets" {
  /** The browser entry's files (see build/client-assets-plugin.ts). */
  const assets: { script: string; css: string[]; preload: string[]; dev: boolean };
  export default assets;
}
