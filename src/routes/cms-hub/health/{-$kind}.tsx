import { createFileRoute, notFound } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { MissingScreen, ScreenLoading } from "../../../hub/SectionScreen";
import { HEALTH_KINDS, type HealthKind } from "../../../schemas/hub-health";

const HealthOverview = lazy(() =>
  import("../../../hub/health/HealthOverview").then((m) => ({ default: m.HealthOverview })),
);
const HealthList = lazy(() => import("../../../hub/health/HealthList").then((m) => ({ default: m.HealthList })));

function isHealthKind(value: string): value is HealthKind {
  return (HEALTH_KINDS as readonly string[]).includes(value);
}

/** Programme health (issue 27): the counts per kind (no segment) and each kind's list, one route for all. */
export const Route = createFileRoute("/cms-hub/health/{-$kind}")({
  loader: ({ params }) => {
    if (params.kind !== undefined && !isHealthKind(params.kind)) throw notFound();
  },
  component: HealthPart,
  notFoundComponent: MissingScreen,
});

function HealthPart() {
  const { kind } = Route.useParams();
  return (
    <Suspense fallback={<ScreenLoading />}>
      {kind !== undefined && isHealthKind(kind) ? <HealthList key={kind} kind={kind} /> : <HealthOverview />}
    </Suspense>
  );
}
