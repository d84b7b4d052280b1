import { type NoindexEntry, NoindexList } from "../../src/schemas/noindex";
import { listNoindexPaths } from "../db/noindex";
import { cacheKeys } from "./keys";
import { readThrough } from "./read-through";

/** The noindex list through KV (rebuilt from D1 on a miss). */
export function readNoindex(env: Env): Promise<NoindexEntry[]> {
  return readThrough(env, { key: cacheKeys.noindex(), schema: NoindexList, load: () => listNoindexPaths(env.DB) });
}
