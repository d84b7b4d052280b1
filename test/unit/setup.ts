import { languages } from "../../src/lib/languages";
import { loadMessages } from "../../src/i18n/messages";

// Components under test render text in either language, as the root route ensures in the app.
await Promise.all(languages.map((lang) => loadMessages(lang)));
