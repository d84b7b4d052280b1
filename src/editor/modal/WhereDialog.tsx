import type { Lang } from "../../lib/languages";
import type { ModuleModel } from "../../modules/models";
import { useTexts } from "../context";
import { containerName } from "../structure/move";
import { moduleName } from "../toolbar/modules";
import type { Container } from "../tree";
import { Dialog } from "../ui/Dialog";

const texts = {
  de: {
    where: (name: string) => `${name} einfügen: wohin?`,
    nowhere: "Auf dieser Seite gibt es keinen Platz für dieses Modul. Legen Sie zuerst eine Sektion an.",
  },
  en: {
    where: (name: string) => `Insert ${name}: where?`,
    nowhere: "This page has no place for this module. Create a section first.",
  },
};

/** Where a module picked in the toolbar goes: one of the places of the page that may hold it. */
export function WhereDialog({
  model,
  targets,
  lang,
  onChoose,
  onClose,
}: {
  model: ModuleModel;
  targets: Container[];
  lang: Lang;
  onChoose: (container: Container) => void;
  onClose: () => void;
}) {
  const text = useTexts(texts);
  return (
    <Dialog open title={text.where(moduleName(model, lang))} onClose={onClose}>
      {targets.length === 0 ? (
        <p>{text.nowhere}</p>
      ) : (
        <ul className="editor-choices">
          {targets.map((container) => (
            <li key={container.key}>
              <button type="button" className="editor-button" onClick={() => onChoose(container)}>
                {containerName(container, lang)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
