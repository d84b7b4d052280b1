import { useEffect, useRef, useState } from "react";
import { useT } from "../../i18n/use-lang";
import { announcedMinutes, EXTEND_OFFER_MS, formatRemaining, remainingMs } from "../../lib/countdown";

interface CountdownProps {
  expiresAt: string;
  /** The shop's clock when the cart was answered. */
  serverNow: string;
  /** Called once when the reservation runs out (the cart is then read again). */
  onExpired: () => void;
  /** Offered with 2 minutes left while the reservation may still be extended (once); absent: no offer. */
  onExtend?: () => void;
  /** A cart change is running: the extend button waits. */
  busy?: boolean;
}

/**
 * The remaining reservation time. The clock ticks visibly every second as a `timer` (not live);
 * a separate polite live region speaks only at whole-minute steps.
 */
export function Countdown({ expiresAt, serverNow, onExpired, onExtend, busy = false }: CountdownProps) {
  const t = useT();
  // Until hydration, the time left at the moment the shop answered (identical on server and client).
  const [now, setNow] = useState<{ received: number; current: number } | null>(null);
  const expired = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new cart answer restarts the clock.
  useEffect(() => {
    const received = Date.now();
    expired.current = false;
    setNow({ received, current: received });
    const timer = setInterval(() => setNow({ received, current: Date.now() }), 1000);
    return () => clearInterval(timer);
  }, [expiresAt, serverNow]);
  const ms = now
    ? remainingMs(expiresAt, serverNow, now.received, now.current)
    : remainingMs(expiresAt, serverNow, 0, 0);
  useEffect(() => {
    if (ms === 0 && now && !expired.current) {
      expired.current = true;
      onExpired();
    }
  }, [ms, now, onExpired]);
  const minutes = announcedMinutes(ms);
  return (
    <div className="webshop-countdown">
      {ms > 0 ? (
        <p>
          {t("webshop.reservedFor")}{" "}
          <span role="timer" className="webshop-countdown__time">
            {formatRemaining(ms)}
          </span>
        </p>
      ) : (
        <p>{t("webshop.expired")}</p>
      )}
      {onExtend && ms > 0 && ms <= EXTEND_OFFER_MS && (
        <p>
          <button type="button" className="button button--secondary" aria-disabled={busy} onClick={onExtend}>
            {t("webshop.extend")}
          </button>
        </p>
      )}
      <p className="visually-hidden" aria-live="polite">
        {ms > 0 ? t("webshop.minutesLeft", { minutes }) : t("webshop.expired")}
      </p>
    </div>
  );
}
