import { fieldChanges } from "../../src/lib/settings-changes";
import type { SettingsAreaName, SettingsVersion } from "../../src/schemas/hub-settings";
import { countAndPage, pageOffset, USER_NAME_SQL } from "./shared";

/**
 * The record every save of the hub's site settings leaves (issue 25): a settings version (who,
 * when, which area, the area before and after) and the dashboard's activity row naming it.
 * Both statements go into the save's own batch, after its writes.
 */

/** The areas of the site settings a save may concern, as stored in `settings_versions.area`. */
export type SettingsArea = SettingsAreaName;

export interface SettingsSave {
  area: SettingsArea;
  userId: number;
  before: unknown;
  after: unknown;
  now: string;
}

export function settingsVersionStatements(db: D1Database, save: SettingsSave): D1PreparedStatement[] {
  return [
    db
      .prepare("INSERT INTO settings_versions (area, user_id, before, after, created_at) VALUES (?1, ?2, ?3, ?4, ?5)")
      .bind(save.area, save.userId, JSON.stringify(save.before), JSON.stringify(save.after), save.now),
    // The activity row names the version just written: the batch runs on one connection, in order.
    db
      .prepare(
        `INSERT INTO activity_log (user_id, action, object_type, object_id, lang, details, created_at)
         VALUES (?1, 'settings.update', 'settings', last_insert_rowid(), NULL, ?2, ?3)`,
      )
      .bind(save.userId, JSON.stringify({ area: save.area }), save.now),
  ];
}

interface VersionRow {
  id: number;
  area: SettingsArea;
  created_at: string;
  user_id: number | null;
  user_name: string | null;
  before: string;
  after: string;
}

/** A page of an area's versions, newest first, with who saved each and what it changed. */
export async function listSettingsVersions(
  db: D1Database,
  query: { area: SettingsArea; page: number; page_size: number },
): Promise<{ count: number; results: SettingsVersion[] }> {
  const { count, rows } = await countAndPage<VersionRow>(
    db,
    db.prepare("SELECT count(*) AS n FROM settings_versions WHERE area = ?1").bind(query.area),
    db
      .prepare(
        `SELECT v.id, v.area, v.created_at, v.user_id, v.before, v.after,
                ${USER_NAME_SQL} AS user_name
           FROM settings_versions v LEFT JOIN users u ON u.id = v.user_id
          WHERE v.area = ?1 ORDER BY v.created_at DESC, v.id DESC LIMIT ?2 OFFSET ?3`,
      )
      .bind(query.area, query.page_size, pageOffset(query.page, query.page_size)),
  );
  return {
    count,
    results: rows.map((row) => {
      const before: unknown = JSON.parse(row.before);
      const after: unknown = JSON.parse(row.after);
      return {
        id: row.id,
        area: row.area,
        created_at: row.created_at,
        user: row.user_id === null ? null : { id: row.user_id, name: row.user_name ?? "" },
        before,
        after,
        changes: fieldChanges(before, after),
      };
    }),
  };
}
