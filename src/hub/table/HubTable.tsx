import { keepPreviousData, useQuery } from "@tanstack/react-query";
import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type SortingState,
  type Updater,
  useReactTable,
} from "@tanstack/react-table";
import { type FormEvent, type ReactNode, useId } from "react";
import { ApiError, buildQuery } from "../../lib/api";
import { HUB_DEFAULT_PAGE_SIZE } from "../../schemas/hub";
import { hubListQuery, hubPath, useHubApi } from "../api";
import { type ListQuery, useListQuery } from "../list-state";
import { formatHubCount, useHubLang, useHubTexts } from "../texts";

const PAGE_SIZES = [10, 25, 50, 100] as const;

const TEXTS = {
  de: {
    search: "Suchen",
    clear: "Zurücksetzen",
    entries: { one: "Eintrag", other: "Einträge" },
    page: (page: number, pages: number) => `Seite ${page} von ${pages}`,
    previous: "Vorherige Seite",
    next: "Nächste Seite",
    pageSize: "Einträge pro Seite",
    pagination: "Seiten",
    csv: "Als CSV herunterladen",
    loading: "Wird geladen …",
    empty: "Keine Einträge für diese Auswahl.",
    failed: "Die Liste konnte nicht geladen werden.",
    firstPage: "Zur ersten Seite",
    sortBy: (label: string) => `Nach ${label} sortieren`,
  },
  en: {
    search: "Search",
    clear: "Reset",
    entries: { one: "entry", other: "entries" },
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
    previous: "Previous page",
    next: "Next page",
    pageSize: "Entries per page",
    pagination: "Pages",
    csv: "Download as CSV",
    loading: "Loading …",
    empty: "No entries for this selection.",
    failed: "The list could not be loaded.",
    firstPage: "Go to the first page",
    sortBy: (label: string) => `Sort by ${label}`,
  },
};

export interface HubTableProps<Row, Extra extends object> {
  /** The table's name, shown as its caption. */
  caption: string;
  /** The list's path below the hub API (`dashboard/activity/`); its CSV is at `…export/`. */
  path: string;
  /** Columns; a column with `enableSorting` sorts by the key that is its `id`. */
  columns: ColumnDef<Row, unknown>[];
  rowKey: (row: Row) => string | number;
  /** The list's filter controls (they set their keys with useListQuery). */
  filters?: ReactNode;
  /** What the search field searches in, as its label. */
  searchLabel?: string;
  /** Whether the list has a CSV export (`path` + `export/`). */
  csv?: boolean;
  /** Query keys that name what the list is of rather than filter it (`form`): Reset keeps them. */
  keep?: readonly string[];
  /** The totals beside the count (the answer's extra fields). */
  totals?: (data: Extra) => ReactNode;
}

/**
 * A hub list (issue 25): TanStack Table over a page the server sorted, filtered, searched and cut
 * (D1 does the work, never the browser). Its state is the URL query; headers sort by keyboard and
 * pointer and say how they sort (`aria-sort`); the count, the totals and the CSV of what the
 * filters show sit above it.
 */
export function HubTable<Row, Extra extends object = object>({
  caption,
  path,
  columns,
  rowKey,
  filters,
  searchLabel,
  csv = false,
  keep = [],
  totals,
}: HubTableProps<Row, Extra>) {
  const text = useHubTexts(TEXTS);
  const lang = useHubLang();
  const api = useHubApi();
  const [query, setQuery] = useListQuery();
  const searchId = useId();
  const captionId = useId();
  const list = useQuery({ ...hubListQuery<Row, Extra>(api, path, query), placeholderData: keepPreviousData });

  // The order the rows are in: the URL's, else the one the server answered (the list's default).
  const sort = query.sort ?? list.data?.sort;
  const order = query.order ?? list.data?.order;
  const sorting: SortingState = sort ? [{ id: sort, desc: order === "desc" }] : [];
  const table = useReactTable({
    data: list.data?.results ?? [],
    columns,
    getRowId: (row) => String(rowKey(row)),
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    manualFiltering: true,
    enableSortingRemoval: false,
    enableMultiSort: false,
    state: { sorting },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = typeof updater === "function" ? updater(sorting) : updater;
      const [first] = next;
      if (first) setQuery({ sort: first.id, order: first.desc ? "desc" : "asc" });
    },
  });

  const page = Number(query.page ?? "1");
  const pageSize = Number(query.page_size ?? HUB_DEFAULT_PAGE_SIZE);
  const count = list.data?.count ?? 0;
  const pages = Math.max(1, Math.ceil(count / pageSize));
  const { page: _page, page_size: _size, ...exportQuery } = query;

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get("q");
    setQuery({ q: typeof value === "string" ? value.trim() : undefined });
  };

  return (
    <section className="hub-table" aria-labelledby={captionId}>
      <div className="hub-table__tools">
        {searchLabel && (
          <search className="hub-table__search">
            <form onSubmit={search} key={query.q ?? ""}>
              <label htmlFor={searchId}>{searchLabel}</label>
              <input id={searchId} name="q" type="search" defaultValue={query.q ?? ""} maxLength={200} />
              <button type="submit">{text.search}</button>
            </form>
          </search>
        )}
        {filters && <div className="hub-table__filters">{filters}</div>}
        {Object.keys(query).some((key) => !keep.includes(key)) && (
          <button type="button" className="hub-link-button" onClick={() => resetQuery(setQuery, query, keep)}>
            {text.clear}
          </button>
        )}
      </div>
      <div className="hub-table__summary" aria-live="polite">
        <span>{formatHubCount(lang, count, text.entries)}</span>
        {list.data && totals?.(list.data)}
        {csv && (
          <a className="hub-table__csv" href={`${hubPath(`${path}export/`)}${buildQuery(exportQuery)}`} download>
            {text.csv}
          </a>
        )}
      </div>
      {list.isError && <ListFailed error={list.error} onFirstPage={() => setQuery({ page: undefined })} />}
      <div className="hub-table__scroll">
        <table aria-busy={list.isFetching || undefined} aria-labelledby={captionId}>
          <caption id={captionId}>{caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const label = flexRender(header.column.columnDef.header, header.getContext());
                  const sorted = header.column.getIsSorted();
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined}
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          className="hub-table__sort"
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          {label}
                          <span aria-hidden="true">{sorted === "asc" ? " ▲" : sorted === "desc" ? " ▼" : " ↕"}</span>
                        </button>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id}>
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
                ))}
              </tr>
            ))}
            {list.data && list.data.results.length === 0 && (
              <tr>
                <td colSpan={columns.length}>{text.empty}</td>
              </tr>
            )}
            {!list.data && !list.isError && (
              <tr>
                <td colSpan={columns.length}>{text.loading}</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <nav className="hub-table__pages" aria-label={text.pagination}>
        <button type="button" disabled={page <= 1} onClick={() => setQuery({ page: String(page - 1) })}>
          {text.previous}
        </button>
        <span>{text.page(page, pages)}</span>
        <button type="button" disabled={page >= pages} onClick={() => setQuery({ page: String(page + 1) })}>
          {text.next}
        </button>
        <label>
          {text.pageSize}{" "}
          <select value={pageSize} onChange={(event) => setQuery({ page_size: event.currentTarget.value })}>
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
      </nav>
    </section>
  );
}

function resetQuery(
  setQuery: (change: Record<string, string | undefined>) => void,
  query: ListQuery,
  keep: readonly string[],
) {
  setQuery(
    Object.fromEntries(
      Object.keys(query)
        .filter((key) => !keep.includes(key))
        .map((key) => [key, undefined]),
    ),
  );
}

function ListFailed({ error, onFirstPage }: { error: Error; onFirstPage: () => void }) {
  const text = useHubTexts(TEXTS);
  const detail = error instanceof ApiError ? detailOf(error.body) : null;
  return (
    <div role="alert" className="hub-alert hub-alert--error">
      <p>
        {text.failed}
        {detail ? ` ${detail}` : ""}
      </p>
      {error instanceof ApiError && error.status === 404 && (
        <button type="button" onClick={onFirstPage}>
          {text.firstPage}
        </button>
      )}
    </div>
  );
}

function detailOf(body: unknown): string | null {
  if (typeof body !== "object" || body === null || !("detail" in body)) return null;
  return typeof body.detail === "string" ? body.detail : null;
}
