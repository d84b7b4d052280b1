import { type ReactNode, useCallback, useRef, useState } from "react";
import type { EditorWidgets } from "../../modules/common/edit/context";
import { type EventChoice, EventFinder } from "./EventFinder";
import { type ImageChoice, ImageFinder, type ImageFinderOptions } from "./ImageFinder";
import { LinkFinder } from "./LinkFinder";

type OpenFinder =
  | { kind: "link"; current: string; resolve: (link: string | null) => void }
  | { kind: "image"; options: ImageFinderOptions; resolve: (image: ImageChoice | null) => void }
  | { kind: "event"; resolve: (event: EventChoice | null) => void };

export type Finders = Pick<EditorWidgets, "chooseImage" | "chooseLink" | "chooseEvent"> & {
  /** The finder dialogs: render once, inside the editor's context. */
  finders: ReactNode;
};

/**
 * The finders of SPEC §2 as the module forms call them (EditorWidgets): each choose function
 * opens its dialog and resolves with the editor's choice, or null on cancel. One finder is open
 * at a time; opening another resolves the first with null, so no caller waits forever. The
 * choose functions keep their identity across renders.
 */
export function useFinders(): Finders {
  const [open, setOpen] = useState<OpenFinder | null>(null);
  const current = useRef<OpenFinder | null>(null);

  const show = useCallback((next: OpenFinder) => {
    current.current?.resolve(null);
    current.current = next;
    setOpen(next);
  }, []);

  const finish = useCallback((value: unknown) => {
    const finder = current.current;
    current.current = null;
    setOpen(null);
    (finder?.resolve as ((value: unknown) => void) | undefined)?.(value);
  }, []);

  const chooseLink = useCallback(
    (link: string) => new Promise<string | null>((resolve) => show({ kind: "link", current: link, resolve })),
    [show],
  );
  const chooseImage = useCallback(
    (options: ImageFinderOptions) =>
      new Promise<ImageChoice | null>((resolve) => show({ kind: "image", options, resolve })),
    [show],
  );
  const chooseEvent = useCallback(
    () => new Promise<EventChoice | null>((resolve) => show({ kind: "event", resolve })),
    [show],
  );

  // The dialogs stay mounted, so closing one runs its close event and focus returns to the field.
  const finders = (
    <>
      <LinkFinder open={open?.kind === "link"} current={open?.kind === "link" ? open.current : ""} onDone={finish} />
      <ImageFinder open={open?.kind === "image"} options={open?.kind === "image" ? open.options : {}} onDone={finish} />
      <EventFinder open={open?.kind === "event"} onDone={finish} />
    </>
  );

  return { chooseLink, chooseImage, chooseEvent, finders };
}
