/**
 * The record every save of the hub's site settings leaves (issue 25): a settings version (who,
 * when, which area, the area before and after) and the dashboard's activity row naming it.
 * Both statements go into the save's own batch, after its writes.
 */

/** The areas of the site settings a save may concern, as stored in `settings_versions.area`. */
export type SettingsArea = "site" | "design" | "menus" | "breaking_news" | "opening_hours" | "noindex";

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
