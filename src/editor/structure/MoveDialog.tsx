import type { Lang } from "../../lib/languages";
import type { EditableModule } from "../../schemas/pages";
import { useTexts } from "../context";
import { type Container, labelOf } from "../tree";
import { Dialog } from "../ui/Dialog";
import { containerName, type MoveChoice, moveChoices } from "./move";

const texts = {
  de: {
    title: (label: string) => `„${label}“ verschieben nach …`,
    nowhere: "Auf dieser Seite gibt es keinen anderen Platz für dieses Modul.",
    start: "An den Anfang",
    after: (label: string) => `Nach „${label}“`,
    current: "(jetzige Stelle)",
  },
  en: {
    title: (label: string) => `Move “${label}” to …`,
    nowhere: "This page has no other place for this module.",
    start: "To the start",
    after: (label: string) => `After “${label}”`,
    current: "(where it is now)",
  },
};

/**
 * The move without dragging: every container the module may go into, each with its places (the
 * start, after each module in it); choosing one moves it there.
 */
export function MoveDialog({
  lang,
  modules,
  module,
  onChoose,
  onClose,
}: {
  lang: Lang;
  modules: EditableModule[];
  module: EditableModule;
  onChoose: (container: Container, index: number) => void;
  onClose: () => void;
}) {
  const text = useTexts(texts);
  const groups = moveChoices(modules, module);
  const first = groups.flatMap((group) => group.choices).find((choice) => !choice.current);
  return (
    <Dialog open title={text.title(labelOf(module, lang))} onClose={onClose}>
      {first ? (
        groups.map(({ container, choices }) => (
          <ChoiceGroup
            key={container.key}
            name={containerName(container, lang)}
            choices={choices}
            lang={lang}
            autofocus={choices.includes(first) ? first : null}
            onChoose={(index) => onChoose(container, index)}
          />
        ))
      ) : (
        <p>{text.nowhere}</p>
      )}
    </Dialog>
  );
}

function ChoiceGroup({
  name,
  choices,
  lang,
  autofocus,
  onChoose,
}: {
  name: string;
  choices: MoveChoice[];
  lang: Lang;
  autofocus: MoveChoice | null;
  onChoose: (index: number) => void;
}) {
  const text = useTexts(texts);
  return (
    <fieldset className="editor-move__group">
      <legend className="editor-move__container">{name}</legend>
      <ul className="editor-choices">
        {choices.map((choice) => (
          <li key={choice.index}>
            <button
              type="button"
              className="editor-button editor-move__choice"
              disabled={choice.current}
              data-autofocus={choice === autofocus ? true : undefined}
              onClick={() => onChoose(choice.index)}
            >
              {choice.after ? text.after(labelOf(choice.after, lang)) : text.start}
              {choice.current ? ` ${text.current}` : ""}
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
