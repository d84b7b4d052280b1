import * as v from "valibot";
import { cssClasses } from "../common/fields";

/** SPEC §3 logo list: its logo items are the children. */
export const LogoListModule = v.object({ extra_class: cssClasses });
