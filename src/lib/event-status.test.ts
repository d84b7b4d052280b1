import { describe, expect, it } from "vitest";
import { noTicketsMessage, previousStartShown, shownEventStatus } from "./event-status";

const moved = "2031-05-02T17:30:00.000Z";

describe("shownEventStatus", () => {
  it("leaves a scheduled date that never moved unmarked", () => {
    expect(shownEventStatus({ status: "scheduled", previous_date_start: null })).toBeNull();
  });

  it("shows cancelled and postponed as stored, whether or not the date moved before", () => {
    expect(shownEventStatus({ status: "cancelled", previous_date_start: null })).toBe("cancelled");
    expect(shownEventStatus({ status: "postponed", previous_date_start: moved })).toBe("postponed");
  });

  it("shows a scheduled date with a previous start as rescheduled", () => {
    expect(shownEventStatus({ status: "scheduled", previous_date_start: moved })).toBe("rescheduled");
  });

  it("marks nothing for a status it does not know", () => {
    expect(shownEventStatus({ status: "draft", previous_date_start: moved })).toBeNull();
  });
});

describe("previousStartShown", () => {
  it("names the previous start of a rescheduled date only", () => {
    expect(previousStartShown({ status: "scheduled", previous_date_start: moved })).toBe(moved);
    expect(previousStartShown({ status: "postponed", previous_date_start: moved })).toBeNull();
    expect(previousStartShown({ status: "scheduled", previous_date_start: null })).toBeNull();
  });
});

describe("noTicketsMessage", () => {
  it("says a date is cancelled or postponed before saying it is sold out", () => {
    expect(noTicketsMessage({ status: "cancelled", previous_date_start: null, sold_out: true })).toBe(
      "event.noTicketsCancelled",
    );
    expect(noTicketsMessage({ status: "postponed", previous_date_start: null, sold_out: true })).toBe(
      "event.noTicketsPostponed",
    );
  });

  it("falls back to sold out, then to 'no tickets'", () => {
    expect(noTicketsMessage({ status: "scheduled", previous_date_start: moved, sold_out: true })).toBe("event.soldOut");
    expect(noTicketsMessage({ status: "scheduled", previous_date_start: null, sold_out: false })).toBe(
      "event.ticketsUnavailable",
    );
  });
});
