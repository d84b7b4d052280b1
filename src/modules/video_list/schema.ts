import * as v from "valibot";
import { cssClasses } from "../common/fields";

/** A list of video items (its children). */
export const VideoListModule = v.object({ extra_class: cssClasses });
