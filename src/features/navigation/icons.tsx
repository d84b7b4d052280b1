/**
 * The header's line icons as inline SVG in the text colour; decorative, so hidden from assistive
 * technology. Inline paths cost a few hundred bytes, where CSS mask images made the browser build
 * a separate SVG document per icon during style and paint of every first load.
 */
const PATHS = {
  search:
    "M10.5 4a6.5 6.5 0 1 0 4.03 11.6l4.43 4.43 1.06-1.06-4.43-4.43A6.5 6.5 0 0 0 10.5 4Zm0 1.5a5 5 0 1 1 0 10 5 5 0 0 1 0-10Z",
  close:
    "m6.53 5.47 5.47 5.47 5.47-5.47 1.06 1.06L13.06 12l5.47 5.47-1.06 1.06L12 13.06l-5.47 5.47-1.06-1.06L10.94 12 5.47 6.53Z",
  heart:
    "M12 20.3 4.1 12.6A5 5 0 0 1 11.2 5.5l.8.8.8-.8a5 5 0 0 1 7.1 7.1Zm0-2.1 6.8-6.66a3.5 3.5 0 0 0-4.95-4.95L12 8.43l-1.85-1.84a3.5 3.5 0 0 0-4.95 4.95Z",
  menu: "M3 6h18v1.5H3Zm0 5.25h18v1.5H3Zm0 5.25h18V18H3Z",
  cart: "M2 4h2.6l2.1 10.2A2 2 0 0 0 8.66 16H18v-1.5H8.66a.5.5 0 0 1-.49-.4L7.96 13H18.8l1.9-7H6.2l-.4-2ZM6.5 7.5h12.24l-1.1 4H7.32ZM9 17.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm8 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z",
  user: "M12 3.5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm0 1.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM4 20c0-3.87 3.58-6.5 8-6.5s8 2.63 8 6.5h-1.5c0-2.9-2.8-5-6.5-5s-6.5 2.1-6.5 5Z",
  chevron: "m6.53 8.97 5.47 5.47 5.47-5.47 1.06 1.06L12 16.56l-6.53-6.53Z",
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name }: { name: IconName }) {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} />
    </svg>
  );
}
