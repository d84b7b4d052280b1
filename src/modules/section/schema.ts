import * as v from "valibot";

/** SPEC §3 column presets, in the order the stored `layout` index refers to. */
export const columnPresets = ["100", "67-33", "33-67", "50-50", "33-33-33", "25-50-25"] as const;
export type ColumnPreset = (typeof columnPresets)[number];

export const SectionModule = v.object({
  extra_class: v.optional(v.nullable(v.string()), null),
  image: v.optional(v.nullable(v.string()), null),
  // Stored as the preset's index (SPEC) or its name (older content); both resolve to a preset.
  layout: v.optional(
    v.pipe(
      v.union([
        v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(columnPresets.length - 1)),
        v.picklist(columnPresets),
      ]),
      v.transform((value): ColumnPreset => (typeof value === "number" ? (columnPresets[value] ?? "100") : value)),
    ),
    0,
  ),
});
