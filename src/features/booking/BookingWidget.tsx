import { useQuery } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { type ReactNode, useEffect, useId, useReducer, useRef } from "react";
import { ClockText, DateTimeText } from "../../components/ui/DateTime";
import { ShopError } from "../../components/ui/ShopError";
import { SmartLink } from "../../components/ui/SmartLink";
import { formatPrice } from "../../i18n/format";
import { useLang, useT } from "../../i18n/use-lang";
import { setCartAmount } from "../../lib/cart";
import { noTicketsMessage } from "../../lib/event-status";
import { isShopEventPath } from "../../lib/ticket-links";
import type { Price, SeatGroup } from "../../schemas/events";
import { addToCart } from "./cart-api";
import { currentEventQuery } from "./queries";
import type { BookingData } from "./quick-book";
import type { ShopSettings } from "./shop-settings";
import {
  amountOf,
  canAddTo,
  cartRequests,
  discountPrices,
  initialWidgetState,
  isAddToCartDisabled,
  isCollapsible,
  mainPrices,
  needsTimeslot,
  offeredTimeslots,
  RESET_DELAY_MS,
  SCROLL_DELAY_MS,
  type Summary,
  totalAmount,
  visibleSeatGroups,
  type WidgetAction,
  type WidgetState,
  widgetReducer,
} from "./widget-state";

type Heading = "h2" | "h3" | "h4";
const subHeading = { h2: "h3", h3: "h4", h4: "h5" } as const;
type Dispatch = (action: WidgetAction) => void;

/** SPEC §3: the booking widget takes idJet, dateStart, ticketUrl, seatGroups, prices, text. */
export interface BookingWidgetProps {
  idJet: number;
  dateStart: string;
  ticketUrl: string | null;
  seatGroups: SeatGroup[];
  prices: Price[];
  /** A line above the prices (the event's title on cards). */
  text?: string;
  open: boolean;
  /** Closes the widget; `returnFocus` when the visitor closed it from inside (Escape, close button). */
  onClose: (returnFocus: boolean) => void;
  panelId: string;
  heading: Heading;
  /** On the events list the success summary offers 'Weitere hinzufügen' (SPEC §8). */
  onList?: boolean;
  shop: ShopSettings;
}

/**
 * Where the widget sends a visitor it could not serve: the event's own shop, or the site's shop
 * when the event's address is the built-in shop's, which leads back to this widget.
 */
function widgetShopUrl(ticketUrl: string | null, shop: ShopSettings): string {
  return ticketUrl && !isShopEventPath(ticketUrl) ? ticketUrl : shop.webshopUrl;
}

/**
 * The booking widget (SPEC §4/§5/§8): seat groups with their full price, a seat group's discounts
 * and timeslots as steps, add to cart with one shop call per seat group, and the summary. It is a
 * disclosure panel below its trigger; the summary is a live region.
 */
export function BookingWidget(props: BookingWidgetProps) {
  const { open, onClose, panelId, heading: Heading, shop, ticketUrl } = props;
  const t = useT();
  const lang = useLang();
  const [state, dispatch] = useReducer(widgetReducer, initialWidgetState);
  const panelRef = useRef<HTMLElement>(null);
  const focusRef = useRef<HTMLElement | null>(null);
  const headingId = useId();
  const data: BookingData = { prices: props.prices, seatGroups: props.seatGroups };
  const groups = visibleSeatGroups(data);
  const stepGroup = groups.find((group) => group.id === state.stepGroup);
  const step = stepGroup ? state.step : "main";
  const shopUrl = widgetShopUrl(ticketUrl, shop);
  const StepHeading = subHeading[Heading];

  // SPEC §4: closing clears the selection at once, summary and step once the panel has gone.
  useEffect(() => {
    if (open) {
      const timer = setTimeout(() => {
        const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
        panelRef.current?.scrollIntoView({ block: "nearest", behavior: reduce ? "auto" : "smooth" });
      }, SCROLL_DELAY_MS);
      return () => clearTimeout(timer);
    }
    dispatch({ type: "close" });
    const timer = setTimeout(() => dispatch({ type: "reset" }), RESET_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open]);

  // Focus follows the visitor: into the panel on open, to each step's heading, to the summary.
  const summaryStatus = state.summary?.status;
  // biome-ignore lint/correctness/useExhaustiveDependencies: step and summary changes move the focus target.
  useEffect(() => {
    if (open) focusRef.current?.focus();
  }, [open, step, summaryStatus]);

  const submit = async () => {
    const requests = cartRequests(state, props.idJet, groups);
    dispatch({ type: "submit" });
    const outcome = await addToCart(lang, requests);
    if (outcome.ok) {
      setCartAmount(outcome.ticketsQuantity);
      dispatch({ type: "succeeded", count: totalAmount(state.tickets), cartUrl: outcome.cartUrl });
    } else {
      // SPEC §8: a failed cart creation is logged and reported.
      console.error("shop-cart failed", { status: outcome.status, code: outcome.code, event: props.idJet });
      if (outcome.added) setCartAmount(outcome.added.ticketsQuantity);
      dispatch({
        type: "failed",
        code: outcome.code,
        cartUrl: outcome.added?.cartUrl ?? null,
        booked: outcome.booked,
        notOnSale: outcome.notOnSale,
      });
    }
  };

  const setFocus = (element: HTMLElement | null) => {
    focusRef.current = element;
  };

  let body: ReactNode;
  if (state.summary && state.summary.status !== "loading") {
    body = (
      <SummaryView
        summary={state.summary}
        focus={setFocus}
        shopUrl={shopUrl}
        onList={props.onList}
        dispatch={dispatch}
      />
    );
  } else if (step === "discounts" && stepGroup) {
    body = (
      <section aria-labelledby={`${panelId}-step`}>
        <StepHeading id={`${panelId}-step`} className="booking-widget__step-title" tabIndex={-1} ref={setFocus}>
          {t("booking.discountsOf", { group: stepGroup.seat_group || t("booking.discounts") })}
        </StepHeading>
        <PriceList
          listId={`${panelId}-list`}
          count={discountPrices(stepGroup).length}
          expanded={state.expanded}
          dispatch={dispatch}
        >
          {discountPrices(stepGroup).map((price) => (
            <PriceRow key={price.id} price={price} group={stepGroup} state={state} dispatch={dispatch} shop={shop} />
          ))}
        </PriceList>
        <button type="button" className="link-button booking-widget__back" onClick={() => dispatch({ type: "back" })}>
          {t("common.back")}
        </button>
      </section>
    );
  } else if (step === "timeslots" && stepGroup) {
    const chosen = state.timeslots[stepGroup.id];
    body = (
      <section aria-labelledby={`${panelId}-step`}>
        <StepHeading id={`${panelId}-step`} className="booking-widget__step-title" tabIndex={-1} ref={setFocus}>
          {t("booking.timeslotsOf", { group: stepGroup.seat_group || t("booking.timeslots") })}
        </StepHeading>
        <ul className="booking-widget__timeslots">
          {offeredTimeslots(stepGroup).map((slot) => (
            <li key={slot.id}>
              <button
                type="button"
                aria-pressed={chosen === slot.id}
                onClick={() => dispatch({ type: "chooseTimeslot", group: stepGroup.id, timeslot: slot.id })}
              >
                <ClockText value={slot.time_start} lang={lang} />
              </button>
            </li>
          ))}
        </ul>
        <button type="button" className="link-button booking-widget__back" onClick={() => dispatch({ type: "back" })}>
          {t("common.back")}
        </button>
      </section>
    );
  } else {
    body = (
      <PriceList listId={`${panelId}-list`} count={groups.length} expanded={state.expanded} dispatch={dispatch}>
        {groups.map((group) => (
          <GroupRow key={group.id} group={group} state={state} dispatch={dispatch} shop={shop} />
        ))}
      </PriceList>
    );
  }

  const selected = totalAmount(state.tickets);
  const loading = state.summary?.status === "loading";
  return (
    <section
      id={panelId}
      ref={panelRef}
      className="booking-widget"
      aria-labelledby={headingId}
      hidden={!open}
      aria-busy={loading || undefined}
    >
      <Heading
        id={headingId}
        className="booking-widget__title"
        tabIndex={-1}
        // While the cart call runs the add button is disabled: the heading keeps the focus meanwhile.
        ref={step === "main" && (!state.summary || state.summary.status === "loading") ? setFocus : undefined}
      >
        {t("booking.bookTickets")}
        {", "}
        <DateTimeText value={props.dateStart} lang={lang} />
      </Heading>
      {props.text && <p className="booking-widget__text">{props.text}</p>}
      {groups.length === 0 ? <p>{t("event.ticketsUnavailable")}</p> : body}
      <div className="booking-widget__status" role="status">
        {loading
          ? t("booking.creatingCart")
          : !state.summary && selected > 0
            ? t("booking.selected", { count: selected })
            : ""}
      </div>
      <div className="booking-widget__actions">
        {!state.summary || loading ? (
          <button type="button" className="button" disabled={isAddToCartDisabled(state)} onClick={submit}>
            {t("booking.addToCart")}
          </button>
        ) : null}
        <button type="button" className="link-button booking-widget__close" onClick={() => onClose(true)}>
          {t("booking.close")}
        </button>
      </div>
    </section>
  );
}

function PriceList({
  listId,
  count,
  expanded,
  dispatch,
  children,
}: {
  listId: string;
  count: number;
  expanded: boolean;
  dispatch: Dispatch;
  children: ReactNode;
}) {
  const t = useT();
  const collapsible = isCollapsible(count);
  const state = collapsible ? (expanded ? "expanded" : "collapsed") : "all";
  return (
    <>
      <ul
        id={listId}
        className={`booking-widget__prices booking-widget__prices--${state}`}
        // A keyboard visitor tabbing into the clipped part gets the whole list.
        onFocus={collapsible ? () => dispatch({ type: "expand" }) : undefined}
      >
        {children}
      </ul>
      {collapsible && (
        <button
          type="button"
          className="link-button booking-widget__toggle"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => dispatch({ type: "toggleExpanded" })}
        >
          {t(expanded ? "booking.showLess" : "booking.showAll")}
        </button>
      )}
    </>
  );
}

function GroupRow({
  group,
  state,
  dispatch,
  shop,
}: {
  group: SeatGroup;
  state: WidgetState;
  dispatch: Dispatch;
  shop: ShopSettings;
}) {
  const t = useT();
  const lang = useLang();
  const discounts = discountPrices(group);
  const slotted = group.timeslots.length > 0;
  const slot = group.timeslots.find((candidate) => candidate.id === state.timeslots[group.id]);
  const discountAmount = discounts.reduce((sum, price) => sum + amountOf(state.tickets, price), 0);
  return (
    <li className="booking-widget__group">
      {group.seat_group && <p className="booking-widget__group-name">{group.seat_group}</p>}
      {group.text && <p className="booking-widget__group-text">{group.text}</p>}
      {slotted && (
        <p className="booking-widget__slot">
          <button
            type="button"
            className="link-button"
            onClick={() => dispatch({ type: "show", step: "timeslots", group: group.id })}
          >
            {slot ? (
              <>
                {t("booking.changeTimeslot")}: <ClockText value={slot.time_start} lang={lang} />
              </>
            ) : (
              t("booking.timeslots")
            )}
          </button>
        </p>
      )}
      {!needsTimeslot(state, group) && (
        <>
          {mainPrices(group).map((price) => (
            <PriceRow key={price.id} price={price} group={group} state={state} dispatch={dispatch} shop={shop} inline />
          ))}
          {discounts.length > 0 && (
            <button
              type="button"
              className="link-button booking-widget__discounts"
              onClick={() => dispatch({ type: "show", step: "discounts", group: group.id })}
            >
              {t("booking.discounts")}
              {discountAmount > 0 && ` (${t("booking.selected", { count: discountAmount })})`}
            </button>
          )}
        </>
      )}
    </li>
  );
}

function PriceRow({
  price,
  group,
  state,
  dispatch,
  shop,
  inline,
}: {
  price: Price;
  group: SeatGroup;
  state: WidgetState;
  dispatch: Dispatch;
  shop: ShopSettings;
  /** Inside a seat group's list entry (main step) rather than an entry of its own. */
  inline?: boolean;
}) {
  const t = useT();
  const amount = amountOf(state.tickets, price);
  const canAdd = canAddTo(state.tickets, group.id);
  const name = group.seat_group ? `${group.seat_group}, ${price.name}` : price.name;
  const Row = inline ? "div" : "li";
  // aria-disabled keeps the focus on a button that just reached its limit (zero, or the cap).
  return (
    <Row className="booking-widget__price">
      <span className="booking-widget__price-name">{price.name}</span>
      <span className="booking-widget__price-value">{formatPrice(price.price, shop.currency)}</span>
      {price.text && <span className="booking-widget__price-text">{price.text}</span>}
      <span className="booking-widget__quantity">
        <button
          type="button"
          aria-label={t("booking.decrease", { name })}
          aria-disabled={amount === 0}
          onClick={() => amount > 0 && dispatch({ type: "remove", price })}
        >
          −
        </button>
        {/* Not an <output>: that is a live region each, and the widget has one for the selection. */}
        <span className="booking-widget__amount">
          <span className="visually-hidden">{`${t("booking.amountOf", { name })}: `}</span>
          <span className="booking-widget__count">{amount}</span>
        </span>
        <button
          type="button"
          aria-label={t("booking.increase", { name })}
          aria-disabled={!canAdd}
          onClick={() => canAdd && dispatch({ type: "add", price })}
        >
          +
        </button>
      </span>
    </Row>
  );
}

function SummaryView({
  summary,
  focus,
  shopUrl,
  onList,
  dispatch,
}: {
  summary: Exclude<Summary, { status: "loading" }>;
  focus: (element: HTMLElement | null) => void;
  shopUrl: string;
  onList?: boolean;
  dispatch: Dispatch;
}) {
  const t = useT();
  if (summary.status === "success") {
    return (
      <div className="booking-widget__summary booking-widget__summary--success">
        <p tabIndex={-1} ref={focus}>
          <strong>{t("booking.success", { count: summary.count })}</strong>
        </p>
        <p>{t("booking.reserved")}</p>
        <p className="booking-widget__summary-links">
          <SmartLink href={summary.cartUrl} className="button">
            {t("booking.toCart")}
          </SmartLink>
          {onList && (
            <button type="button" className="button button--secondary" onClick={() => dispatch({ type: "addMore" })}>
              {t("booking.addMore")}
            </button>
          )}
        </p>
      </div>
    );
  }
  if (summary.notOnSale) {
    // Neither this widget nor the web shop sells the date any more: say why, offer only the cart.
    return (
      <div className="booking-widget__summary booking-widget__summary--error" role="alert">
        <p tabIndex={-1} ref={focus}>
          <strong>{t("booking.notOnSale")}</strong>
        </p>
        {summary.cartUrl && (
          <>
            <p>{t("booking.partlyAdded")}</p>
            <p className="booking-widget__summary-links">
              <SmartLink href={summary.cartUrl} className="button">
                {t("booking.toCart")}
              </SmartLink>
            </p>
          </>
        )}
      </div>
    );
  }
  return (
    <div className="booking-widget__summary booking-widget__summary--error">
      <ShopError code={summary.code} focusRef={focus}>
        <p>{t("booking.buyInWebshop")}</p>
      </ShopError>
      {summary.cartUrl && <p>{t("booking.partlyAdded")}</p>}
      <p className="booking-widget__summary-links">
        {summary.cartUrl && (
          <SmartLink href={summary.cartUrl} className="button">
            {t("booking.toCart")}
          </SmartLink>
        )}
        <SmartLink href={shopUrl} className={summary.cartUrl ? "button button--secondary" : "button"}>
          {t("booking.toWebshop")}
        </SmartLink>
      </p>
    </div>
  );
}

/** Props of the panel a trigger opens: the widget's data, or the event to read it from. */
export interface BookingPanelProps extends Omit<BookingWidgetProps, "seatGroups" | "prices"> {
  eventId: number;
  data?: BookingData;
}

/** The widget with its data: given by the page, or read from the API the first time it opens (cards). */
export function BookingPanel({ eventId, data, ...props }: BookingPanelProps) {
  if (data) return <BookingWidget {...props} prices={data.prices} seatGroups={data.seatGroups} />;
  return <FetchingPanel eventId={eventId} {...props} />;
}

function FetchingPanel({ eventId, ...props }: Omit<BookingPanelProps, "data">) {
  const t = useT();
  const lang = useLang();
  const { api } = useRouter().options.context;
  const query = useQuery(currentEventQuery(api, lang, eventId));
  if (query.data && (query.data.status !== "scheduled" || query.data.sold_out)) {
    // Cancelled, postponed or sold out since the card was rendered (pages are cached): say so, sell nothing.
    const scheduled = query.data.status === "scheduled";
    return (
      <section id={props.panelId} className="booking-widget" hidden={!props.open}>
        <p role="status">{t(scheduled ? "booking.soldOutMeanwhile" : noTicketsMessage(query.data))}</p>
        <button type="button" className="link-button booking-widget__close" onClick={() => props.onClose(true)}>
          {t("booking.close")}
        </button>
      </section>
    );
  }
  if (query.data) {
    return <BookingWidget {...props} prices={query.data.prices} seatGroups={query.data.seat_groups} />;
  }
  return (
    <section id={props.panelId} className="booking-widget" hidden={!props.open} aria-busy={!query.isError}>
      <p role="status">{query.isError ? t("booking.failed") : t("common.pleaseWait")}</p>
      {query.isError && (
        <p>
          <SmartLink href={widgetShopUrl(props.ticketUrl, props.shop)} className="button">
            {t("booking.toWebshop")}
          </SmartLink>
        </p>
      )}
      <button type="button" className="link-button booking-widget__close" onClick={() => props.onClose(true)}>
        {t("booking.close")}
      </button>
    </section>
  );
}
