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
const formList = lazy(() => import("./forms/FormScreens").then((m) => ({ default: m.FormList })));
const formItem = lazy(() => import("./forms/FormScreens").then((m) => ({ default: m.FormItemScreen })));

const eventList = lazy(() => import("./events/EventScreens").then((m) => ({ default: m.EventList })));
const eventItem = lazy(() => import("./events/EventScreens").then((m) => ({ default: m.EventItemScreen })));

const personList = lazy(() => import("./people/PersonScreens").then((m) => ({ default: m.PersonList })));
const personItem = lazy(() => import("./people/PersonScreens").then((m) => ({ default: m.PersonScreen })));
const personCategoryList = lazy(() =>
  import("./people/PersonCategoryScreens").then((m) => ({ default: m.PersonCategoryList })),
);
const personCategoryItem = lazy(() =>
  import("./people/PersonCategoryScreens").then((m) => ({ default: m.PersonCategoryScreen })),
);
const venueList = lazy(() => import("./people/VenueScreens").then((m) => ({ default: m.VenueList })));
const venueItem = lazy(() => import("./people/VenueScreens").then((m) => ({ default: m.VenueScreen })));
const articleList = lazy(() => import("./magazine/ArticleScreens").then((m) => ({ default: m.ArticleList })));
const articleItem = lazy(() => import("./magazine/ArticleScreens").then((m) => ({ default: m.ArticleItemScreen })));
const articleTermList = lazy(() =>
  import("./magazine/ArticleTermScreens").then((m) => ({ default: m.ArticleTermList })),
);
const articleTermItem = lazy(() =>
  import("./magazine/ArticleTermScreens").then((m) => ({ default: m.ArticleTermItem })),
);
const teaserList = lazy(() => import("./magazine/EventTeaserScreens").then((m) => ({ default: m.EventTeaserList })));
const teaserItem = lazy(() =>
  import("./magazine/EventTeaserScreens").then((m) => ({ default: m.EventTeaserItemScreen })),
);

const catalogue = () => import("./catalogue/CatalogueScreens");
const productions = () => import("./catalogue/ProductionScreens");

export const BACK_OFFICE_SCREENS: Readonly<Record<string, ResourceScreens>> = {
  genres: { list: taxonomyList, item: taxonomyItem },
  "event-tags": { list: taxonomyList, item: taxonomyItem },
  "production-tags": { list: taxonomyList, item: taxonomyItem },
  persons: { list: personList, item: personItem },
  "person-categories": { list: personCategoryList, item: personCategoryItem },
  venues: { list: venueList, item: venueItem },
  articles: { list: articleList, item: articleItem },
  "article-categories": { list: articleTermList, item: articleTermItem },
  "article-tags": { list: articleTermList, item: articleTermItem },
  "event-teasers": { list: teaserList, item: teaserItem },
  forms: { list: formList, item: formItem },
  events: { list: eventList, item: eventItem },
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
