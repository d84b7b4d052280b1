import { createFileRoute } from "@tanstack/react-router";
import { AccountsScreen } from "../../../hub/accounts/AccountsScreen";

export const Route = createFileRoute("/cms-hub/accounts/")({ component: AccountsScreen });
