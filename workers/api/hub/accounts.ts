import { Hono } from "hono";
import {
  AccountCreateBody,
  type AccountDetail,
  AccountListQuery,
  AccountPasswordBody,
  AccountPatchBody,
  type AccountRow,
  type SetPasswordLink,
} from "../../../src/schemas/hub-accounts";
import type { IdentityEventKind } from "../../../src/schemas/identity-events";
import { hashPassword } from "../../auth/password";
import { sessionCookieOf } from "../../auth/session";
import { randomToken, sha256Hex } from "../../auth/tokens";
import {
  type AccountChanges,
  type AccountListRead,
  deleteSessionsStatement,
  deleteUnusedPasswordLinksStatement,
  findAccount,
  hasOtherActiveAdmin,
  insertAccountStatement,
  insertPasswordLinkStatement,
  isEmailTaken,
  LAST_ACTIVE_ADMIN,
  listAccounts,
  nextAccountId,
  PASSWORD_LINK_TTL_MS,
  updateAccountStatement,
} from "../../db/accounts";
import { deleteOtherSessionsStatement, identityEventStatement, setPasswordStatement } from "../../db/identity";
import { containsPattern, pageOffset } from "../../db/shared";
import type { AppEnv } from "../../env";
import { notFound, PRIVATE, parseId, slashOptional } from "../http";
import { clientAddressHash } from "../rate-limit";
import { csvDownload } from "./csv";
import { type HubContext, hubAccess, hubJson, hubQuery, hubUser, pagedList } from "./kit";

/**
 * The hub's accounts (issue 25), for administrators: list and CSV, one account, create, change
 * (names, address, rights, deactivate, reactivate) and password resets. Every change is one D1
 * batch with its identity event naming the acting administrator. The last active administrator
 * stays one: the handler refuses with 409 first, and migration 0017's trigger aborts a batch
 * that would still do it (two administrators demoting each other at the same moment).
 */
export const hubAccountsApi = new Hono<AppEnv>();

const conflict = (c: HubContext, error: string, detail: string, field?: string) =>
  c.json({ error, detail, ...(field ? { field } : {}) }, 409, PRIVATE);

const emailTaken = (c: HubContext) =>
  conflict(c, "email_taken", "Another account signs in with this e-mail address.", "email");

const lastAdmin = (c: HubContext) =>
  conflict(
    c,
    "last_active_admin",
    "This is the last active administrator: it cannot be deactivated or lose admin rights. Make another account an administrator first.",
  );

/**
 * Runs an account change's batch. What the handler checked before can change before the batch
 * runs (another administrator's call at the same moment): the database's refusal then is
 * answered as the handler's own would have been, and nothing is written.
 */
async function runAccountBatch(c: HubContext, statements: D1PreparedStatement[]): Promise<Response | null> {
  try {
    await c.env.DB.batch(statements);
    return null;
  } catch (error) {
    const message = error instanceof Error ? `${error.message} ${String(error.cause ?? "")}` : String(error);
    if (message.includes(LAST_ACTIVE_ADMIN)) return lastAdmin(c);
    if (/UNIQUE constraint failed: users\.email/.test(message)) return emailTaken(c);
    if (/UNIQUE constraint|PRIMARY KEY/.test(message)) {
      return conflict(c, "conflict", "Another change was saved at the same moment; try again.");
    }
    throw error;
  }
}

/** A new one-time set-password link: its URL in the request's language (shown once) and its stored hash. */
async function newPasswordLink(c: HubContext, now: Date): Promise<{ tokenHash: string; answer: SetPasswordLink }> {
  const token = randomToken(32);
  const url = new URL(`/${c.get("lang")}/set-password`, c.req.url);
  url.searchParams.set("token", token);
  return {
    tokenHash: await sha256Hex(token),
    answer: {
      set_password_url: url.href,
      set_password_expires_at: new Date(now.getTime() + PASSWORD_LINK_TTL_MS).toISOString(),
    },
  };
}

/** The identity event of a change of `account` by the calling administrator. */
async function accountEvent(c: HubContext, kind: IdentityEventKind, account: { id: number; email: string }, now: Date) {
  const event = {
    kind,
    userId: account.id,
    email: account.email,
    ipHash: await clientAddressHash(c),
    actorId: hubUser(c).id,
  };
  return identityEventStatement(c.env.DB, event, now);
}

function listRead(query: AccountListQuery, limit: number, offset: number): AccountListRead {
  const pattern = query.q ? containsPattern(query.q) : undefined;
  return { filters: query, pattern, limit, offset, now: new Date() };
}

hubAccountsApi.on("GET", slashOptional("/accounts/"), hubQuery("admin", AccountListQuery), async (c) => {
  const query = c.req.valid("query");
  const data = await listAccounts(c.env.DB, listRead(query, query.page_size, pageOffset(query.page, query.page_size)));
  return pagedList(c, query, data);
});

/** Rows per read of the CSV export. */
const EXPORT_BATCH = 500;

const CSV_COLUMNS: { header: keyof AccountRow; cell: (row: AccountRow) => AccountRow[keyof AccountRow] }[] = (
  [
    "id",
    "email",
    "username",
    "first_name",
    "last_name",
    "role",
    "is_admin",
    "has_dashboard_online_access",
    "is_active",
    "created_at",
    "last_sign_in",
    "active_sessions",
  ] as const
).map((header) => ({ header, cell: (row: AccountRow) => row[header] }));

/**
 * GET accounts/export/: the list as CSV, as the filters and sort show it. Accounts are few and
 * sort by computed columns (last sign-in), so the batches go by offset rather than by key.
 */
hubAccountsApi.on("GET", slashOptional("/accounts/export/"), hubQuery("admin", AccountListQuery), (c) => {
  const query = c.req.valid("query");
  return csvDownload(c, "accounts.csv", CSV_COLUMNS, async (after) => {
    const offset = Number(after ?? 0);
    const { results } = await listAccounts(c.env.DB, listRead(query, EXPORT_BATCH, offset));
    return { rows: results, cursor: results.length === EXPORT_BATCH ? String(offset + EXPORT_BATCH) : null };
  });
});

const ACCOUNT_PATH = "/accounts/:id{[0-9]+}/";

/** The account the path names, or null (answer 404). */
async function pathAccount(c: HubContext): Promise<AccountDetail | null> {
  const id = parseId(c.req.param("id"));
  return id === null ? null : findAccount(c.env.DB, id, new Date());
}

hubAccountsApi.on("GET", slashOptional(ACCOUNT_PATH), hubAccess("admin"), async (c) => {
  const account = await pathAccount(c);
  return account ? c.json(account, 200, PRIVATE) : notFound(c, "No such account.");
});

/**
 * POST accounts/: a new active account. With `password` it is set; without, the answer carries
 * a set-password link this once (only its hash is kept). 409 `email_taken` for an address in use.
 */
hubAccountsApi.on("POST", slashOptional("/accounts/"), hubJson("admin", 4, AccountCreateBody), async (c) => {
  const body = c.req.valid("json");
  const db = c.env.DB;
  if (await isEmailTaken(db, body.email, null)) return emailTaken(c);
  const now = new Date();
  const id = await nextAccountId(db);
  const link = body.password === undefined ? await newPasswordLink(c, now) : null;
  const statements = [
    insertAccountStatement(db, {
      id,
      email: body.email,
      username: body.username ?? body.email.slice(0, body.email.indexOf("@")),
      firstName: body.first_name,
      lastName: body.last_name,
      isAdmin: body.is_admin,
      hasDashboardOnlineAccess: body.has_dashboard_online_access,
      password: body.password === undefined ? null : await hashPassword(body.password),
      now,
    }),
    await accountEvent(c, "account_created", { id, email: body.email }, now),
    ...(link
      ? [insertPasswordLinkStatement(db, { tokenHash: link.tokenHash, userId: id, createdBy: hubUser(c).id, now })]
      : []),
  ];
  const refused = await runAccountBatch(c, statements);
  if (refused) return refused;
  const created = await findAccount(db, id, now);
  return c.json({ ...created, ...link?.answer }, 201, PRIVATE);
});

const PROFILE_FIELDS = ["email", "username", "first_name", "last_name"] as const;
const RIGHT_FIELDS = ["is_admin", "has_dashboard_online_access"] as const;

/**
 * PATCH accounts/:id/: names, address, rights, `is_active`. Deactivating ends every session of
 * the account and its unused set-password links in the same batch. Refused (409): an address in
 * use, leaving no active administrator (checked first, so it also answers the last admin's own
 * attempt), and deactivating one's own account (another administrator can).
 */
hubAccountsApi.on("PATCH", slashOptional(ACCOUNT_PATH), hubJson("admin", 4, AccountPatchBody), async (c) => {
  const account = await pathAccount(c);
  if (!account) return notFound(c, "No such account.");
  const body = c.req.valid("json");
  const changes: AccountChanges = {};
  for (const field of [...PROFILE_FIELDS, ...RIGHT_FIELDS, "is_active"] as const) {
    const value = body[field];
    if (value !== undefined && value !== account[field]) Object.assign(changes, { [field]: value });
  }
  if (Object.keys(changes).length === 0) return c.json(account, 200, PRIVATE);

  const db = c.env.DB;
  if (changes.email !== undefined && (await isEmailTaken(db, changes.email, account.id))) return emailTaken(c);
  const losesAdmin =
    account.is_admin && account.is_active && (changes.is_admin === false || changes.is_active === false);
  if (losesAdmin && !(await hasOtherActiveAdmin(db, account.id))) return lastAdmin(c);
  // An administrator never locks themself out: another administrator takes the right away.
  if (account.id === hubUser(c).id && (changes.is_active === false || changes.is_admin === false)) {
    const field = changes.is_active === false ? "is_active" : "is_admin";
    const what = field === "is_active" ? "deactivate your own account" : "take away your own administrator right";
    return conflict(c, "own_account", `You cannot ${what}; another administrator can.`, field);
  }

  const now = new Date();
  const after = { id: account.id, email: changes.email ?? account.email };
  const statements = [updateAccountStatement(db, account.id, changes)];
  if (PROFILE_FIELDS.some((field) => field in changes))
    statements.push(await accountEvent(c, "account_changed", after, now));
  if (RIGHT_FIELDS.some((field) => field in changes))
    statements.push(await accountEvent(c, "rights_changed", after, now));
  if (changes.is_active === false) {
    statements.push(
      deleteSessionsStatement(db, account.id),
      deleteUnusedPasswordLinksStatement(db, account.id),
      await accountEvent(c, "account_deactivated", after, now),
    );
  }
  if (changes.is_active === true) statements.push(await accountEvent(c, "account_reactivated", after, now));
  const refused = await runAccountBatch(c, statements);
  if (refused) return refused;
  return c.json(await findAccount(db, account.id, now), 200, PRIVATE);
});

/**
 * POST accounts/:id/password/: `{ password }` sets it and ends the account's sessions (but the
 * caller's own, when it is their account); `{}` makes a new set-password link, answered this
 * once. Either replaces the account's unused links and records `password_reset`.
 */
hubAccountsApi.on(
  "POST",
  slashOptional("/accounts/:id{[0-9]+}/password/"),
  hubJson("admin", 4, AccountPasswordBody, { emptyAs: {} }),
  async (c) => {
    const account = await pathAccount(c);
    if (!account) return notFound(c, "No such account.");
    if (!account.is_active) {
      return conflict(c, "account_inactive", "The account is deactivated: reactivate it before setting a password.");
    }
    const { password } = c.req.valid("json");
    const db = c.env.DB;
    const now = new Date();
    const event = await accountEvent(c, "password_reset", account, now);
    const replaceLinks = deleteUnusedPasswordLinksStatement(db, account.id);
    if (password !== undefined) {
      const keep = await sha256Hex(sessionCookieOf(c) ?? "");
      const [, , ended] = await db.batch([
        replaceLinks,
        setPasswordStatement(db, account.id, await hashPassword(password)),
        deleteOtherSessionsStatement(db, account.id, keep),
        event,
      ]);
      return c.json({ detail: "Password set.", ended_sessions: ended?.meta.changes ?? 0 }, 200, PRIVATE);
    }
    const link = await newPasswordLink(c, now);
    await db.batch([
      replaceLinks,
      insertPasswordLinkStatement(db, { tokenHash: link.tokenHash, userId: account.id, createdBy: hubUser(c).id, now }),
      event,
    ]);
    return c.json({ detail: "Set-password link made.", ...link.answer }, 200, PRIVATE);
  },
);
