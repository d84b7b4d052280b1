import { createFileRoute } from "@tanstack/react-router";
import { AccountCreateScreen } from "../../../hub/accounts/AccountCreateScreen";
import { AccountScreen } from "../../../hub/accounts/AccountScreen";
import { AccountsScreen } from "../../../hub/accounts/AccountsScreen";

/** All accounts (no segment), one account, or (`new`) the form creating one: one route (ADR 0030). */
export const Route = createFileRoute("/cms-hub/accounts/{-$id}")({ component: AccountPart });

function AccountPart() {
  const { id } = Route.useParams();
  if (id === undefined) return <AccountsScreen />;
  return id === "new" ? <AccountCreateScreen /> : <AccountScreen id={id} />;
}
