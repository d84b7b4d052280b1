import { createFileRoute, notFound } from "@tanstack/react-router";
import { Suspense } from "react";
import { BACK_OFFICE_SCREENS, isBackOfficeResource } from "../../../hub/back-office/registry";
import { MissingScreen, ScreenLoading } from "../../../hub/SectionScreen";

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
  const Screen = id === undefined ? screens.list : screens.item;
  return (
    <Suspense fallback={<ScreenLoading />}>
      <Screen key={`${resource}/${id ?? ""}`} id={id ?? ""} />
    </Suspense>
  );
}
