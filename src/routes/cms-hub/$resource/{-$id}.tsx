import { createFileRoute, notFound } from "@tanstack/react-router";
import { Suspense } from "react";
import { BACK_OFFICE_SCREENS, isBackOfficeResource } from "../../../hub/back-office/registry";
import { MissingScreen, ScreenLoading } from "../../../hub/SectionScreen";
import { EditorWidgetsForHub } from "./-editor-widgets";

/** A back-office resource's list (no segment) or one of its items (`new`: the form creating one): one route for all (ADR 0033). */
export const Route = createFileRoute("/cms-hub/$resource/{-$id}")({
  loader: ({ params }) => {
    if (!isBackOfficeResource(params.resource)) throw notFound();
  },
  component: ResourcePart,
  notFoundComponent: MissingScreen,
});

function ResourcePart() {
  const { resource, id } = Route.useParams();
  const screens = BACK_OFFICE_SCREENS[resource];
  if (!screens) return <MissingScreen />;
  if (id === undefined) {
    return (
      <Suspense fallback={<ScreenLoading />}>
        <screens.list key={resource} />
      </Suspense>
    );
  }
  // Only an item's form has rich text and images: the list never loads the editor's widgets.
  return (
    <EditorWidgetsForHub>
      <Suspense fallback={<ScreenLoading />}>
        <screens.item key={`${resource}/${id}`} id={id} />
      </Suspense>
    </EditorWidgetsForHub>
  );
}
