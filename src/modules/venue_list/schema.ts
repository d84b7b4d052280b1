import * as v from "valibot";

/** SPEC §3 venue list: its venue modules are the children. */
export const VenueListModule = v.object({});
