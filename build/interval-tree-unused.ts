/**
 * Stands in for `interval-tree-1d` under Observable Plot (the hub's charts, ADR 0030). Plot needs
 * it only for its `dodge` transform, which no chart of ours uses. It is the one CommonJS module
 * in the client build outside the entry: kept, it moves the bundler's interop helpers out of the
 * entry into a chunk of their own that every route chunk then imports, about 0.5 KiB more for
 * every visitor. Should a chart ever dodge, this says so loudly.
 */
export default function IntervalTree(): never {
  throw new Error("Plot's dodge transform is not in this build (build/interval-tree-unused.ts)");
}
