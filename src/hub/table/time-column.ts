import type { ColumnDef } from "@tanstack/react-table";
import type { Lang } from "../../lib/languages";
import { formatHubDateTime } from "../texts";

/** The row fields that hold an ISO instant. */
type InstantKey<Row> = { [Key in keyof Row]: Row[Key] extends string ? Key : never }[keyof Row] & string;

/** A sortable column of the instant in `field` (its id is the field, the API's sort key), in the hub's date format. */
export function timeColumn<Row>(field: InstantKey<Row>, header: string, lang: Lang): ColumnDef<Row, unknown> {
  return {
    id: field,
    header,
    enableSorting: true,
    cell: ({ row }) => formatHubDateTime(lang, row.original[field] as string),
  };
}
