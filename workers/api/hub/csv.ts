import type { HubContext } from "./kit";

/**
 * CSV exports of the hub (issue 25): RFC 4180 (comma, CRLF, quotes doubled), UTF-8 with a byte
 * order mark so spreadsheet programs read umlauts, cells that a spreadsheet would run as a
 * formula made inert, and rows streamed batch by batch so an export of any size holds one
 * batch in memory.
 */

export type CsvValue = string | number | boolean | null | undefined;

/** First characters that make a spreadsheet read a cell as a formula (OWASP: CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: a formula-like text gets a leading apostrophe, then quotes where RFC 4180 needs them. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  let text = typeof value === "boolean" ? (value ? "true" : "false") : String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

const BOM = "\uFEFF";

/**
 * Reads the rows in batches: `batch(after)` answers the next rows after the cursor it was given
 * (null for the first) with the cursor of the last of them; an empty batch ends the export.
 */
export type CsvBatches<Row> = (after: string | null) => Promise<{ rows: Row[]; cursor: string | null }>;

/**
 * Streams a CSV download: `columns` names the header and how each row gives that cell.
 * `fileName` is a plain ASCII name (`activity.csv`).
 */
export function csvDownload<Row>(
  c: HubContext,
  fileName: string,
  columns: readonly { header: string; cell: (row: Row) => CsvValue }[],
  batches: CsvBatches<Row>,
): Response {
  const encoder = new TextEncoder();
  let cursor: string | null = null;
  let started = false;
  let done = false;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(BOM + csvLine(columns.map((column) => column.header))));
        return;
      }
      if (done) return;
      try {
        const batch = await batches(cursor);
        if (batch.rows.length === 0 || batch.cursor === null) done = true;
        cursor = batch.cursor;
        const text = batch.rows.map((row) => csvLine(columns.map((column) => column.cell(row)))).join("");
        if (text) controller.enqueue(encoder.encode(text));
        if (done) controller.close();
      } catch (error) {
        console.error(`CSV export ${fileName} failed`, error);
        controller.error(error);
      }
    },
  });
  return c.body(stream, 200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${fileName}"`,
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
  });
}
