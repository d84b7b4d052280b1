/**
 * Import directions (DESIGN §2), checked: every import, `export … from` and dynamic `import()`
 * of the .ts/.tsx files in src/, workers/ and client/ is resolved and judged by `importRule`.
 * Prints each violation as `file:line imports target (rule)` and exits 1 if there is any.
 *
 * Zones: `workers → src`, `client → src`, never back. Inside src, downward only:
 *   routes (6)  src/routes/**, and the composition roots src/router.tsx, src/routeTree.gen.ts,
 *               src/module-slots.ts (it hands features to modules' slots, so it sits above both)
 *   editor, hub, features (5)  the same level: none imports another; src/features/<a> never
 *               imports src/features/<b> (a rule two features need lives in src/lib)
 *   modules (4) → components (3) → schemas (2) → i18n (1) → lib (0)
 * src/vite-env.d.ts and src/styles/** are leaves (lib level): anything in src may import them.
 * Worker code takes only pure rules from src: lib, i18n, schemas and the modules' schema files
 * (src/modules/<type>/schema.ts, schemas.ts, models.ts, editing.ts, common/fields.ts,
 * common/view-helpers.ts);
 * the SSR handler (workers/ssr/**) also takes the app itself through src/router.tsx.
 * src/components is shared UI without data fetching: it does not import @tanstack/react-query
 * (its tests and their render helper, src/components/ui/test-render.tsx, may).
 * Tests beside code follow their folder's rules; the one exemption: a `*.test.ts(x)` file may
 * import a `*.fixtures.ts` file of src/schemas.
 * What the check cannot read is refused rather than passed: `import.meta.glob`, an `import()` of
 * a computed specifier, a triple-slash reference (types come from the tsconfig files) and
 * JavaScript files in src/, workers/ and client/.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const LEVELS = {
  lib: 0,
  i18n: 1,
  schemas: 2,
  components: 3,
  modules: 4,
  features: 5,
  editor: 5,
  hub: 5,
  routes: 6,
} as const;
type Level = keyof typeof LEVELS;

/** Where a repository path stands; `null`: outside what the check governs (packages, build/, test/). */
export type Place =
  | { zone: "workers" | "client" }
  | { zone: "src"; level: Level; feature?: string }
  | { zone: "src-other" };

// Without extensions: the route tree is generated (tsr), so before its first generation an
// import of it resolves to no file.
const ROOT_FILES_AT_ROUTES = new Set(["src/router", "src/routeTree.gen", "src/module-slots"]);
const LEAF_FILES = new Set(["src/vite-env.d"]);

export function placeOf(path: string): Place | null {
  const parts = path.split("/");
  if (parts[0] === "workers") return { zone: "workers" };
  if (parts[0] === "client") return { zone: "client" };
  if (parts[0] !== "src") return null;
  const module = path.replace(/\.tsx?$/, "");
  if (ROOT_FILES_AT_ROUTES.has(module)) return { zone: "src", level: "routes" };
  if (LEAF_FILES.has(module) || parts[1] === "styles") return { zone: "src", level: "lib" };
  const folder = parts[1] ?? "";
  if (parts.length > 2 && folder in LEVELS) {
    const level = folder as Level;
    return level === "features" ? { zone: "src", level, feature: parts[2] } : { zone: "src", level };
  }
  return { zone: "src-other" };
}

const isTest = (path: string) => /\.test\.tsx?$/.test(path);

/** The pure rules of src/modules the worker may take: the modules' schemas, their list and shared fields. */
const MODULE_SCHEMA_FILE =
  /^src\/modules\/(?:[^/]+\/schema|schemas|models|editing|common\/fields|common\/view-helpers)\.ts$/;

/**
 * Why `from` may not import `to`, or `null` when it may. `from` is a repository path (posix);
 * `to` is the repository path an import resolves to, or a package's name.
 */
export function importRule(from: string, to: string): string | null {
  if (
    to === "@tanstack/react-query" &&
    from.startsWith("src/components/") &&
    !isTest(from) &&
    from !== "src/components/ui/test-render.tsx"
  ) {
    return "src/components is shared UI without data fetching: the route or feature passes data in";
  }
  const source = placeOf(from);
  if (source && /^(?:build|scripts|test)\//.test(to)) {
    return "application code does not import the build, scripts or tests";
  }
  const target = placeOf(to);
  if (!source || !target) return null;
  if (source.zone === "src-other") return "every file of src/ stands at a level: add it to the check";
  if (target.zone === "src-other") return "every file of src/ stands at a level: add it to the check";

  if (source.zone === "src") {
    if (target.zone !== "src") return "src never imports workers or client";
    if (isTest(from) && /^src\/schemas\/[^/]+\.fixtures\.ts$/.test(to)) return null;
    const a = LEVELS[source.level];
    const b = LEVELS[target.level];
    if (source.level === "features" && target.level === "features" && source.feature !== target.feature) {
      return "features do not import each other; a rule two features need lives in src/lib";
    }
    if (b > a || (b === a && source.level !== target.level)) {
      return `src/${source.level} imports only below its level (routes → editor, hub, features → modules → components → schemas → i18n → lib)`;
    }
    return null;
  }

  if (source.zone === "client") {
    return target.zone === "workers" ? "client imports src, never workers" : null;
  }

  // workers
  if (target.zone !== "src") return target.zone === "client" ? "workers import src, never client" : null;
  if (target.level === "lib" || target.level === "i18n" || target.level === "schemas") return null;
  if (target.level === "modules" && MODULE_SCHEMA_FILE.test(to)) return null;
  if (from.startsWith("workers/ssr/") && to === "src/router.tsx") return null;
  return "workers take only pure rules from src: lib, i18n, schemas, the modules' schema files";
}

const SOURCE = /\.tsx?$/;
const JAVASCRIPT = /\.[cm]?jsx?$/;
const RESOLVE_SUFFIXES = ["", ".ts", ".tsx", ".d.ts", "/index.ts", "/index.tsx"];

/** The repository path a relative specifier names (query suffixes such as `?icu` dropped), else the package's name. */
function resolveSpecifier(root: string, fromAbs: string, specifier: string): string {
  if (!specifier.startsWith(".")) return specifier.split("/", specifier.startsWith("@") ? 2 : 1).join("/");
  const bare = specifier.replace(/\?.*$/, "");
  const base = resolve(dirname(fromAbs), bare);
  for (const suffix of RESOLVE_SUFFIXES) {
    const candidate = base + suffix;
    if (existsSync(candidate) && statSync(candidate).isFile()) return relative(root, candidate).split(sep).join("/");
  }
  return relative(root, base).split(sep).join("/");
}

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (SOURCE.test(entry.name) || JAVASCRIPT.test(entry.name)) yield path;
  }
}

/** A broken rule; `target` is what the line imports, `null` when the whole file is refused. */
export type Violation = { file: string; line: number; target: string | null; rule: string };

export const UNREADABLE = {
  javascript: "JavaScript is not checked: write it in TypeScript",
  glob: "import.meta.glob is not checked: import the modules by name",
  computedImport: "an import() of a computed specifier is not checked: name the module in a string",
  reference: "a triple-slash reference is not checked: give types in the tsconfig, import modules",
} as const;

const lineAt = (text: string, pos: number) => text.slice(0, pos).split("\n").length;

/**
 * The imports of one file's text the check cannot judge (globs, computed `import()`, triple-slash
 * references), and where computed `import()` calls stand: their string parts are no import.
 */
function unreadableIn(file: string, text: string): { found: Violation[]; computed: [number, number][] } {
  const found: Violation[] = [];
  const computed: [number, number][] = [];
  const { referencedFiles, typeReferenceDirectives, libReferenceDirectives } = ts.preProcessFile(text, true, true);
  for (const { fileName, pos } of [...referencedFiles, ...typeReferenceDirectives, ...libReferenceDirectives]) {
    found.push({ file, line: lineAt(text, pos), target: fileName, rule: UNREADABLE.reference });
  }
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      !(node.arguments[0] && ts.isStringLiteralLike(node.arguments[0]))
    ) {
      const target = `import(${node.arguments[0]?.getText(source) ?? ""})`;
      found.push({ file, line: lineAt(text, node.getStart(source)), target, rule: UNREADABLE.computedImport });
      computed.push([node.getStart(source), node.getEnd()]);
    }
    if (
      ts.isPropertyAccessExpression(node) &&
      ts.isMetaProperty(node.expression) &&
      node.expression.keywordToken === ts.SyntaxKind.ImportKeyword &&
      node.name.text.startsWith("glob")
    ) {
      const target = node.parent.getText(source);
      found.push({ file, line: lineAt(text, node.getStart(source)), target, rule: UNREADABLE.glob });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { found, computed };
}

/** Every import of one file's text that breaks a rule or cannot be read (`file` is the repository path). */
export function violationsIn(root: string, file: string, text: string): Violation[] {
  if (JAVASCRIPT.test(file)) return [{ file, line: 1, target: null, rule: UNREADABLE.javascript }];
  const { found, computed } = unreadableIn(file, text);
  for (const { fileName, pos } of ts.preProcessFile(text, true, true).importedFiles) {
    if (computed.some(([start, end]) => pos > start && pos < end)) continue;
    const target = resolveSpecifier(root, join(root, file), fileName);
    const rule = importRule(file, target);
    if (rule) found.push({ file, line: lineAt(text, pos), target, rule });
  }
  return found.sort((a, b) => a.line - b.line);
}

export function checkImports(root: string): Violation[] {
  const found: Violation[] = [];
  for (const top of ["src", "workers", "client"]) {
    for (const abs of sourceFiles(join(root, top))) {
      const file = relative(root, abs).split(sep).join("/");
      found.push(...violationsIn(root, file, readFileSync(abs, "utf8")));
    }
  }
  return found;
}

export const describeViolation = (v: Violation): string =>
  `${v.file}:${v.line} ${v.target === null ? "" : `imports ${v.target} `}(${v.rule})`;

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
  const found = checkImports(root);
  for (const v of found) console.error(describeViolation(v));
  if (found.length > 0) {
    console.error(`\n${found.length} import(s) against DESIGN §2's directions or not checkable.`);
    process.exit(1);
  }
  console.log("Imports flow as DESIGN §2 says.");
}
