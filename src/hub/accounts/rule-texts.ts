import { PASSWORD_MIN_LENGTH } from "../../lib/passwords";
import { ACCOUNT_RULE_TEXTS_EN, type AccountRuleTexts } from "../../schemas/hub-accounts";
import { useHubTexts } from "../texts";

/** The account rules' messages in the hub's language (the API's own are the English ones). */
const RULE_TEXTS: { de: AccountRuleTexts; en: AccountRuleTexts } = {
  de: {
    email: "Bitte die E-Mail-Adresse eingeben.",
    emailInvalid: "Bitte eine gültige E-Mail-Adresse eingeben.",
    firstName: "Bitte den Vornamen eingeben.",
    lastName: "Bitte den Nachnamen eingeben.",
    username: "Bitte den Benutzernamen eingeben.",
    tooLong: (max) => `Höchstens ${max} Zeichen.`,
    password: `Das Passwort braucht mindestens ${PASSWORD_MIN_LENGTH} Zeichen.`,
    passwordMismatch: "Die beiden Passwörter stimmen nicht überein.",
    right: "Bitte ja oder nein wählen.",
  },
  en: ACCOUNT_RULE_TEXTS_EN,
};

export function useAccountRuleTexts(): AccountRuleTexts {
  return useHubTexts(RULE_TEXTS);
}
