import { createFileRoute } from "@tanstack/react-router";
import { AccountCreateScreen } from "../../../hub/accounts/AccountCreateScreen";
import { AccountScreen } from "../../../hub/accounts/AccountScreen";

/** One account of the hub, or (`new`) the form creating one. */
export const Route = createFileRoute("/cms-hub/accounts/$id")({ component: AccountPart });

function AccountPart() {
  const { id } = Route.useParams();
  return id === "new" ? <AccountCreateScreen /> : <AccountScreen id={id} />;
}
