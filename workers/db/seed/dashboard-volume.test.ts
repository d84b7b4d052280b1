import { describe, expect, it } from "vitest";
import { buildDashboardVolume, DASHBOARD_VOLUME } from "./dashboard-volume";

const NOW = new Date("2026-11-21T09:00:00Z");

/** The rows of `table` decoded from the volume's bulk INSERTs. */
function rows(statements: { sql: string; params: unknown[] }[], table: string): Record<string, unknown>[] {
  return statements.flatMap((statement) => {
    const match = /^INSERT INTO (\w+) \(([^)]+)\)/.exec(statement.sql);
    if (match?.[1] !== table) return [];
    const columns = (match[2] ?? "").split(", ");
    return (JSON.parse(String(statement.params[0])) as unknown[][]).map((values) =>
      Object.fromEntries(columns.map((column, i) => [column, values[i]])),
    );
  });
}

describe("buildDashboardVolume", () => {
  const full = buildDashboardVolume({ now: NOW });

  it("makes the benchmark's row counts", () => {
    expect(full.rowCounts).toMatchObject(DASHBOARD_VOLUME);
    expect(rows(full.statements, "activity_log")).toHaveLength(100_000);
    expect(rows(full.statements, "search_keywords")).toHaveLength(50_000);
    expect(rows(full.statements, "error_log")).toHaveLength(20_000);
  });

  it("is deterministic and spreads its rows over the 400 days before the seed's day", () => {
    const small = buildDashboardVolume({ now: NOW, scale: 0.01 });
    expect(buildDashboardVolume({ now: NOW, scale: 0.01 })).toEqual(small);
    const instants = rows(small.statements, "activity_log").map((row) => String(row.created_at));
    expect(instants.every((at) => at >= "2025-10-17" && at < "2026-11-21T00:00:00Z")).toBe(true);
    const months = new Set(instants.map((at) => at.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(12);
  });

  it("varies what the panels filter by: users, actions, kinds, statuses, searches without results", () => {
    const small = buildDashboardVolume({ now: NOW, scale: 0.02 });
    const distinct = (table: string, column: string) =>
      new Set(rows(small.statements, table).map((row) => row[column]));
    expect(distinct("activity_log", "user_id").size).toBeGreaterThanOrEqual(5);
    expect(distinct("activity_log", "action")).toContain("update");
    expect(distinct("activity_log", "object_type")).toEqual(
      new Set(["module", "page", "media", "settings", "redirect"]),
    );
    expect(distinct("identity_events", "kind")).toEqual(
      new Set(["login_ok", "login_failed", "login_locked", "logout", "password_changed"]),
    );
    expect(distinct("error_log", "status")).toContain(404);
    expect(distinct("error_log", "status").size).toBeGreaterThan(1);
    expect(distinct("search_keywords", "result_count")).toContain(0);
    expect(distinct("search_keywords", "lang")).toEqual(new Set(["de", "en"]));
  });
});
