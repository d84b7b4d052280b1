import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { useT } from "../../i18n/use-lang";
import { crossedMark, EXTEND_OFFER_MS, formatRemaining, remainingMs } from "../../lib/countdown";
import type { Lang } from "../../lib/languages";
import {
  extendReservation,
  listenToOtherTabs,
  type Reservation,
  readReservation,
  tellOtherTabs,
} from "../../lib/reservation";

interface ReservationClockProps {
  lang: Lang;
  /** The cart cookie's count: when it changes (tickets added), the cart is read again. */
  amount: number;
  /** The header's cart link showing `count` and, inside it, `time`. */
  cartLink: (count: number, time: ReactNode) => ReactNode;
}

interface Answer {
  reservation: Reservation;
  /** The visitor's clock when it arrived: the countdown runs on the shop's clock from there. */
  receivedAt: number;
}

/**
 * The reservation in the header (issue 29): the cart link names the count and the time left,
 * ticking every second but spoken only at 5 and 1 minutes left and when time is up; once, with
 * 2 minutes or less left, a button extends the reservation. Loaded only while the cart cookie
 * says there are tickets. Other tabs hear of an extension or the end (BroadcastChannel); a tab
 * opened later reads the same expiry from the shop.
 */
export function ReservationClock({ lang, amount, cartLink }: ReservationClockProps) {
  const t = useT();
  const [answer, setAnswer] = useState<Answer | null>(null);
  /** The expiry that ran out: a cart read afterwards without a later one stays expired. */
  const [ended, setEnded] = useState<string | null>(null);
  const [clientNow, setClientNow] = useState(() => Date.now());
  const [spoken, setSpoken] = useState("");
  const [busy, setBusy] = useState(false);
  const root = useRef<HTMLSpanElement>(null);
  const previousMs = useRef<number | null>(null);

  const received = useCallback((reservation: Reservation) => {
    const now = Date.now();
    setAnswer({ reservation, receivedAt: now });
    setClientNow(now);
  }, []);
  const load = useCallback(async () => {
    const reservation = await readReservation(lang);
    if (reservation) received(reservation);
  }, [lang, received]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: tickets added since (a new count) mean a new cart to read.
  useEffect(() => {
    void load();
  }, [load, amount]);
  useEffect(
    () =>
      listenToOtherTabs((message) => {
        if (message.kind === "expired") setEnded(message.expiresAt);
        else void load();
      }),
    [load],
  );

  const expiresAt = answer?.reservation.expires_at ?? null;
  const expired = ended !== null && (expiresAt === null || expiresAt <= ended);
  const ms =
    answer && expiresAt && !expired ? remainingMs(expiresAt, answer.reservation.now, answer.receivedAt, clientNow) : 0;
  const running = expiresAt !== null && !expired;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setClientNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);

  useEffect(() => {
    if (!running || expiresAt === null) return;
    const before = previousMs.current;
    previousMs.current = ms;
    const mark = before === null ? null : crossedMark(before, ms);
    if (mark !== null && mark > 0) setSpoken(t("webshop.minutesLeft", { minutes: mark }));
    if (ms > 0) return;
    setEnded(expiresAt);
    setSpoken(t("webshop.expired"));
    tellOtherTabs({ kind: "expired", expiresAt });
    // Another reservation of the cart may end later: the cart then shows it.
    void load();
  }, [ms, running, expiresAt, t, load]);

  const extend = async () => {
    if (busy) return;
    setBusy(true);
    const result = await extendReservation(lang);
    setBusy(false);
    // The button goes with the offer: the focus stays in the header, on the cart link.
    root.current?.querySelector("a")?.focus();
    if (result.ok) {
      received(result.body as Reservation);
      setSpoken(t("webshop.extended"));
      tellOtherTabs({ kind: "changed" });
    } else {
      setSpoken(t("webshop.notExtended"));
      void load();
    }
  };

  const count = answer?.reservation.tickets_quantity ?? amount;
  let time: ReactNode = null;
  if (expired) {
    time = <span className="reservation-clock__time">{t("header.reservationExpired")}</span>;
  } else if (running) {
    time = (
      <span className="reservation-clock__time">
        <span className="visually-hidden">{`${t("webshop.reservedFor")} `}</span>
        {formatRemaining(ms)}
      </span>
    );
  }
  const offerExtend = running && answer?.reservation.extendable === true && ms > 0 && ms <= EXTEND_OFFER_MS;
  return (
    <span ref={root} className="reservation-clock">
      {cartLink(expired ? 0 : count, time)}
      {offerExtend && (
        <button type="button" className="reservation-clock__extend" aria-disabled={busy} onClick={extend}>
          {t("webshop.extend")}
        </button>
      )}
      <span className="visually-hidden" aria-live="polite">
        {spoken}
      </span>
    </span>
  );
}
