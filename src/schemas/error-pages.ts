/** GET /{lang}/api/error-pages/{status}/: the sanitised style and body of the design's custom error file. */
export interface CustomErrorPage {
  /** CSS of the file's <style> elements (no @import). */
  style: string;
  /** Inner HTML of the file's <body>, sanitised by the worker. */
  body: string;
}
