import * as v from "valibot";

export const RedirectEntry = v.object({ old_path: v.string(), new_path: v.string() });
export type RedirectEntry = v.InferOutput<typeof RedirectEntry>;
export const RedirectList = v.array(RedirectEntry);
