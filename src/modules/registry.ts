import { HeadlineModule } from "./headline/schema";
import { HeadlineView } from "./headline/view";
import { ImageModule } from "./image/schema";
import { ImageView } from "./image/view";
import { LinkModule } from "./link/schema";
import { LinkView } from "./link/view";
import { SectionModule } from "./section/schema";
import { SectionView } from "./section/view";
import { TextModule } from "./text/schema";
import { TextView } from "./text/view";
import type { ModuleDefinition } from "./types";

function define<S extends ModuleDefinition["schema"]>(definition: ModuleDefinition<S>): ModuleDefinition {
  return definition as unknown as ModuleDefinition;
}

/** Module type (`model`) → schema and view. */
export const moduleRegistry: Readonly<Record<string, ModuleDefinition>> = {
  headline: define({ schema: HeadlineModule, View: HeadlineView }),
  text: define({ schema: TextModule, View: TextView }),
  link: define({ schema: LinkModule, View: LinkView }),
  image: define({ schema: ImageModule, View: ImageView }),
  section: define({ schema: SectionModule, View: SectionView }),
};
