import { useT } from "../../i18n/use-lang";

/** The loading placeholders SPEC §2 lists. */
export type SkeletonKind =
  | "events"
  | "event"
  | "ensemble"
  | "slides"
  | "magazine"
  | "production"
  | "venue"
  | "series"
  | "pageHeader"
  | "options";

/** Stable keys for a fixed number of identical placeholder shapes. */
function slots(count: number): string[] {
  return Array.from({ length: count }, (_, n) => `slot-${n}`);
}

function Block({ className = "" }: { className?: string }) {
  return <span className={`skeleton__block ${className}`} />;
}

function Lines({ count }: { count: number }) {
  return (
    <>
      {slots(count).map((slot) => (
        <Block key={slot} className="skeleton__line" />
      ))}
    </>
  );
}

/** Cards in 2, 3 or 4 columns (SPEC §9 skeleton grid), fewer on narrow screens. */
function SkeletonGrid({ columns, items = columns * 2 }: { columns: 2 | 3 | 4; items?: number }) {
  return (
    <div className={`skeleton__grid skeleton__grid--${columns}`}>
      {slots(items).map((slot) => (
        <div key={slot} className="skeleton__card">
          <Block className="skeleton__media" />
          <Lines count={2} />
        </div>
      ))}
    </div>
  );
}

function PageHeaderShape() {
  return (
    <div className="skeleton__header">
      <Block className="skeleton__line skeleton__line--short" />
      <Block className="skeleton__title" />
    </div>
  );
}

function Rows({ count, media }: { count: number; media?: boolean }) {
  return (
    <>
      {slots(count).map((slot) => (
        <div key={slot} className="skeleton__row">
          {media && <Block className="skeleton__thumb" />}
          <div className="skeleton__stack">
            <Lines count={3} />
          </div>
        </div>
      ))}
    </>
  );
}

function Shape({ kind }: { kind: SkeletonKind }) {
  switch (kind) {
    case "events":
      return (
        <>
          <PageHeaderShape />
          <Lines count={1} />
          <Rows count={4} media />
        </>
      );
    case "event":
    case "production":
      return (
        <>
          <Block className="skeleton__hero" />
          <PageHeaderShape />
          <Lines count={6} />
          {kind === "production" && <Rows count={3} />}
        </>
      );
    case "ensemble":
      return (
        <>
          <PageHeaderShape />
          <SkeletonGrid columns={4} />
        </>
      );
    case "slides":
      return <Block className="skeleton__hero skeleton__hero--slides" />;
    case "magazine":
      return (
        <>
          <PageHeaderShape />
          <Lines count={1} />
          <SkeletonGrid columns={3} />
        </>
      );
    case "venue":
    case "series":
      return (
        <>
          <PageHeaderShape />
          <Lines count={4} />
          <SkeletonGrid columns={2} items={2} />
        </>
      );
    case "pageHeader":
      return <PageHeaderShape />;
    case "options":
      return (
        <div className="skeleton__options">
          <Lines count={5} />
        </div>
      );
  }
}

/** A loading placeholder; screen readers hear one short status instead of the shapes. */
export function Skeleton({ kind }: { kind: SkeletonKind }) {
  const t = useT();
  return (
    <div className={`skeleton skeleton--${kind}`} aria-busy="true">
      <span role="status" className="visually-hidden">
        {t("layout.loadingContent")}
      </span>
      <div aria-hidden="true">
        <Shape kind={kind} />
      </div>
    </div>
  );
}
