import type { ReactNode } from "react";
import { ModalDialog } from "../components/ui/ModalDialog";
import { useHubTexts } from "./texts";

/** The hub's modal dialog: the shared native dialog (focus kept inside, returned on close). */
export function HubDialog(props: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
}) {
  const text = useHubTexts({ de: { close: "Schließen" }, en: { close: "Close" } });
  return <ModalDialog {...props} closeLabel={text.close} className="hub-dialog" />;
}
