import type { Lang } from "../../lib/languages";
import { canHold } from "../../modules/editing";
import type { ModuleModel } from "../../modules/models";
import { useTexts } from "../context";
import { INSERTABLE_MODULES } from "../toolbar/modules";
import type { Container } from "../tree";
import { Dialog } from "../ui/Dialog";

/** Which module to add to a place that takes several types (a section's column). */
export function ModuleTypeDialog({
  container,
  lang,
  onChoose,
  onClose,
}: {
  container: Container;
  lang: Lang;
  onChoose: (model: ModuleModel) => void;
  onClose: () => void;
}) {
  const text = useTexts({ de: { insert: "Einfügen" }, en: { insert: "Insert" } });
  return (
    <Dialog open title={text.insert} onClose={onClose}>
      <ul className="editor-choices">
        {INSERTABLE_MODULES.filter((entry) => canHold(container.holder?.model ?? null, entry.model)).map((entry) => (
          <li key={entry.model}>
            <button type="button" className="editor-button" onClick={() => onChoose(entry.model)}>
              {entry[lang]}
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
