import MagicString, { type SourceMap } from "magic-string";
import { type Plugin, parseAst } from "vite";

/** A module that builds valibot schemas: its top-level constants are schema definitions. */
const VALIBOT_NAMESPACE_IMPORT = /import \* as v from "valibot"/;

interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

function isNode(value: unknown): value is AstNode {
  return typeof value === "object" && value !== null && typeof (value as AstNode).type === "string";
}

/** Initializers that evaluate nothing: the bundler drops them when unused anyway. */
const INERT = new Set(["Literal", "Identifier", "ArrowFunctionExpression", "FunctionExpression"]);

/**
 * `code` (JavaScript) with the initializer of every top-level constant wrapped in a function call
 * marked `@__PURE__`, or undefined when there is none to wrap. Wrapping the whole initializer,
 * rather than marking each call, also covers what no call annotation can: spreads such as
 * `{ ...Schema.entries }` or `{ ...imageFields }`, which the bundler otherwise keeps because a
 * property read or a spread might run a getter.
 */
export function markTopLevelConstantsPure(code: string): { code: string; map: SourceMap } | undefined {
  const program = parseAst(code) as unknown as { body: AstNode[] };
  const output = new MagicString(code);
  let wrapped = false;
  for (let statement of program.body) {
    if (statement.type === "ExportNamedDeclaration" && isNode(statement.declaration)) {
      statement = statement.declaration;
    }
    if (statement.type !== "VariableDeclaration" || statement.kind !== "const") continue;
    for (const declarator of statement.declarations as AstNode[]) {
      const init = declarator.init;
      if (!isNode(init) || INERT.has(init.type)) continue;
      output.appendLeft(init.start, "/* @__PURE__ */ (() => (");
      output.appendRight(init.end, "))()");
      wrapped = true;
    }
  }
  if (!wrapped) return undefined;
  return { code: output.toString(), map: output.generateMap({ hires: "boundary" }) };
}

/**
 * Makes the top-level constants of schema modules droppable in the browser build, so a chunk that
 * imports only a constant, a type-adjacent helper or nothing at run time from a schema module
 * drops the unused schemas and, with them, valibot (the browser parses nothing with valibot: the
 * worker validates, the app imports types and constants).
 *
 * Why a plugin: valibot marks its functions `@__NO_SIDE_EFFECTS__`, but Rolldown honours that only
 * while valibot lands in the same chunk as the call; once valibot is a shared chunk, every unused
 * `v.object(…)` of every imported schema module is kept, and with it valibot. A call-site
 * `@__PURE__` survives chunking. Schema modules compute their constants without side effects
 * (valibot's builders and their own factories such as `Paged`), which is what makes it true.
 */
export function pureSchemas(): Plugin {
  return {
    name: "kultur:pure-schemas",
    enforce: "post",
    applyToEnvironment: (environment) => environment.name === "client",
    transform: {
      filter: { id: /\/src\/.*\.tsx?$/, code: VALIBOT_NAMESPACE_IMPORT },
      handler: markTopLevelConstantsPure,
    },
  };
}
