import { createContext, useContext } from "react";
import type { EditorWidgets } from "../../modules/common/edit/context";

/**
 * What the hub's forms borrow from the page editor: its rich-text editor (Milkdown, the same
 * marks and sanitising as on the page) and its image finder (media library with upload). The
 * editor lives beside the hub, so the route that shows a back-office form provides them (ADR
 * 0033); a form rendered without them (a unit test) falls back to plain controls.
 */
export type HubWidgets = Pick<EditorWidgets, "RichText" | "chooseImage">;

export const HubWidgetsContext = createContext<HubWidgets | null>(null);

export function useHubWidgets(): HubWidgets | null {
  return useContext(HubWidgetsContext);
}

/** The address of an image's small rendition (R2 base key `images/<name>`), as the media library shows it. */
export function imagePreviewUrl(key: string): string {
  return `/media/${key}/320.webp`;
}
