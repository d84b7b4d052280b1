import { type ComponentType, type LazyExoticComponent, lazy } from "react";

/**
 * The back office's resources (issue 27, ADR 0033) by their path segment below `/cms-hub`:
 * each a list screen and an item screen (`id` is the item's id, or `new` for a create), each
 * its own chunk. One route serves them all (`/cms-hub/$resource/{-$id}`), because every route's
 * definition is in the entry chunk every visitor loads (ADR 0030).
 */
export interface ResourceScreens {
  list: LazyExoticComponent<ComponentType>;
  item: LazyExoticComponent<ComponentType<{ id: string }>>;
}

const taxonomyList = lazy(() => import("./taxonomies/TaxonomyScreens").then((m) => ({ default: m.TaxonomyList })));
const taxonomyItem = lazy(() => import("./taxonomies/TaxonomyScreens").then((m) => ({ default: m.TaxonomyItem })));

const catalogue = () => import("./catalogue/CatalogueScreens");
const productions = () => import("./catalogue/ProductionScreens");

export const BACK_OFFICE_SCREENS: Readonly<Record<string, ResourceScreens>> = {
  genres: { list: taxonomyList, item: taxonomyItem },
  "event-tags": { list: taxonomyList, item: taxonomyItem },
  "production-tags": { list: taxonomyList, item: taxonomyItem },
  productions: {
    list: lazy(() => productions().then((m) => ({ default: m.ProductionList }))),
    item: lazy(() => productions().then((m) => ({ default: m.ProductionItemScreen }))),
  },
  seasons: {
    list: lazy(() => catalogue().then((m) => ({ default: m.SeasonList }))),
    item: lazy(() => catalogue().then((m) => ({ default: m.SeasonItemScreen }))),
  },
  series: {
    list: lazy(() => catalogue().then((m) => ({ default: m.SeriesList }))),
    item: lazy(() => catalogue().then((m) => ({ default: m.SeriesItemScreen }))),
  },
  "exhibition-types": {
    list: lazy(() => catalogue().then((m) => ({ default: m.ExhibitionTypeList }))),
    item: lazy(() => catalogue().then((m) => ({ default: m.ExhibitionTypeItemScreen }))),
  },
};

export function isBackOfficeResource(name: string): boolean {
  return Object.hasOwn(BACK_OFFICE_SCREENS, name);
}
