import * as v from "valibot";
import { VenueListItem } from "../../schemas/venues";
import { entityId } from "../common/fields";

/** SPEC §3 venue: the stored id and the venue the page call resolves it to (`venue_obj`). */
export const VenueModule = v.object({
  venue: entityId,
  venue_obj: v.optional(v.nullable(VenueListItem), null),
});
