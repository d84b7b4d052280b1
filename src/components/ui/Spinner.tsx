import { useT } from "../../i18n/use-lang";

/** Waiting indicator with its text for screen readers and sighted users alike. */
export function Spinner({ label }: { label?: string }) {
  const t = useT();
  return (
    <div className="spinner" role="status">
      <span className="spinner__circle" aria-hidden="true" />
      <span className="spinner__text">{label ?? t("common.pleaseWait")}</span>
    </div>
  );
}
