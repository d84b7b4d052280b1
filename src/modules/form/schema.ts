import * as v from "valibot";
import { entityId, optionalText } from "../common/fields";

/**
 * SPEC §3 form module: the form to show (`form`, one of our forms). `hubspot_id` names a form of
 * the former external form service; its script cannot run under our CSP, so such a module needs
 * a form id to show anything.
 */
export const FormModule = v.object({
  form: v.optional(v.nullable(entityId), null),
  hubspot_id: optionalText,
});
