import { type Loaded, toFirstResult } from "./hooks";

/**
 * A finder's search field: it takes the dialog's first focus, and ArrowDown moves to the first
 * result of the list it controls.
 */
export function FinderSearch({
  label,
  value,
  listId,
  onChange,
}: {
  label: string;
  value: string;
  listId: string;
  onChange: (value: string) => void;
}) {
  return (
    <label className="finder__field finder__field--grow">
      <span>{label}</span>
      <input
        type="search"
        value={value}
        data-autofocus
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => toFirstResult(event, listId)}
        aria-controls={listId}
      />
    </label>
  );
}

/** What a finder's list announces: loading, failed, nothing found, or how many. */
export function resultStatus(
  loaded: Loaded<unknown>,
  shown: number,
  count: number,
  text: { loading: string; failed: string; nothing: string; found: (n: number) => string },
): string {
  if (loaded.state === "loading") return text.loading;
  if (loaded.state === "error") return text.failed;
  return shown === 0 ? text.nothing : text.found(count);
}
