import { loadMessages } from "../../src/i18n/messages";
import { languages } from "../../src/lib/languages";

// Components under test render text in either language, as the root route ensures in the app.
await Promise.all(languages.map((lang) => loadMessages(lang)));
