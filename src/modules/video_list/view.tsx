import type * as v from "valibot";
import { classNames } from "../common/view-helpers";
import { ChildModuleList } from "../ModuleTree";
import type { ModuleViewProps } from "../types";
import type { VideoListModule } from "./schema";

export function VideoListView({ data, node, lang }: ModuleViewProps<v.InferOutput<typeof VideoListModule>>) {
  return <ChildModuleList node={node} lang={lang} className={classNames("module-video-list", data.extra_class)} />;
}
