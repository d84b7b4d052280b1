import type { ReactNode } from "react";
import { ModalDialog } from "../../components/ui/ModalDialog";
import { useTexts } from "../context";

/** The editor's modal dialog: the shared native dialog in the editor's look and language. */
export function Dialog(props: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
}) {
  const text = useTexts({ de: { close: "Schließen" }, en: { close: "Close" } });
  return <ModalDialog {...props} closeLabel={text.close} className="editor-dialog" />;
}
