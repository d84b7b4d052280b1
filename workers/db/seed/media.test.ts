import { describe, expect, it } from "vitest";
import { mediaFileUrl } from "../../../src/modules/common/view-helpers";
import { buildSeed } from "./content";
import {
  AUDIO_SAMPLE_RATE,
  AUDIO_SECONDS,
  MEDIA_FILES,
  renderKammertonA,
  renderWorkshopVideo,
  VIDEO_FPS,
  VIDEO_FRAMES,
  VIDEO_HEIGHT,
  VIDEO_WIDTH,
} from "./media";

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  new TextDecoder("latin1").decode(bytes.subarray(start, end));

interface EbmlElement {
  id: number;
  /** Offsets of the element's body in the file. */
  body: number;
  end: number;
}

/** An EBML vint at `offset`: its length and value, the length marker kept for IDs, dropped for sizes. */
function vint(bytes: Uint8Array, offset: number, keepMarker: boolean): { length: number; value: number } {
  const first = bytes[offset] ?? 0;
  const length = Math.clz32(first) - 23;
  let value = keepMarker ? first : first & (0xff >> length);
  for (let i = 1; i < length; i++) value = value * 256 + (bytes[offset + i] ?? 0);
  return { length, value };
}

/** The elements laid end to end in bytes [start, end), read by their declared sizes. */
function elements(bytes: Uint8Array, start: number, end: number): EbmlElement[] {
  const out: EbmlElement[] = [];
  for (let offset = start; offset < end; ) {
    const id = vint(bytes, offset, true);
    const size = vint(bytes, offset + id.length, false);
    const body = offset + id.length + size.length;
    out.push({ id: id.value, body, end: body + size.value });
    offset = body + size.value;
  }
  return out;
}

const video = (await renderWorkshopVideo()).body;

describe("seed media files", () => {
  it("renders every self-hosted file the seeded pages link to (they used to 404)", () => {
    const statements = JSON.stringify(buildSeed({ now: new Date("2026-11-21T00:00:00Z") }).statements);
    // Module data is JSON inside JSON here, so match the paths rather than decode the rows.
    const files = [...new Set(statements.match(/media\/(?:videos|audio)\/[\w.-]+/g))];
    expect(files).toHaveLength(2);
    const served = MEDIA_FILES.map((f) => `/media/${f.key}`);
    for (const file of files) expect(served).toContain(mediaFileUrl(file));
  });

  describe("Kammerton a (WAV)", () => {
    const wav = renderKammertonA().body;
    const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
    const samples = Array.from({ length: (wav.length - 44) / 2 }, (_, i) => view.getInt16(44 + i * 2, true));

    it("has a mono 16-bit PCM RIFF header matching its data", () => {
      expect(ascii(wav, 0, 4)).toBe("RIFF");
      expect(view.getUint32(4, true)).toBe(wav.length - 8);
      expect(ascii(wav, 8, 16)).toBe("WAVEfmt ");
      expect(view.getUint32(16, true)).toBe(16);
      expect(view.getUint16(20, true)).toBe(1); // PCM
      expect(view.getUint16(22, true)).toBe(1); // channels
      expect(view.getUint32(24, true)).toBe(AUDIO_SAMPLE_RATE);
      expect(view.getUint32(28, true)).toBe(AUDIO_SAMPLE_RATE * 2); // byte rate
      expect(view.getUint16(32, true)).toBe(2); // block align
      expect(view.getUint16(34, true)).toBe(16);
      expect(ascii(wav, 36, 40)).toBe("data");
      expect(view.getUint32(40, true)).toBe(AUDIO_SAMPLE_RATE * AUDIO_SECONDS * 2);
      expect(wav.length).toBe(44 + AUDIO_SAMPLE_RATE * AUDIO_SECONDS * 2);
    });

    it("is a 440 Hz tone (concert pitch A)", () => {
      let crossings = 0;
      for (let i = 1; i < samples.length; i++) if ((samples[i - 1] ?? 0) < 0 !== (samples[i] ?? 0) < 0) crossings += 1;
      // A sine crosses zero twice per period.
      expect(Math.abs(crossings / (2 * AUDIO_SECONDS) - 440)).toBeLessThan(1);
    });

    it("fades in and out instead of clicking", () => {
      const peak = Math.max(...samples.map(Math.abs));
      expect(peak).toBeGreaterThan(0x7fff * 0.4);
      expect(Math.max(...samples.slice(0, 20).map(Math.abs))).toBeLessThan(peak * 0.05);
      expect(Math.max(...samples.slice(-20).map(Math.abs))).toBeLessThan(peak * 0.05);
    });
  });

  describe("Werkstatt-Einblick (WebM)", () => {
    const [header, segment, ...rest] = elements(video, 0, video.length);
    const child = (parent: EbmlElement | undefined, id: number) =>
      parent && elements(video, parent.body, parent.end).find((e) => e.id === id);
    const cluster = child(segment, 0x1f43b675);
    const blocks = cluster ? elements(video, cluster.body, cluster.end).filter((e) => e.id === 0xa3) : [];

    it("is an EBML document of DocType webm with one VP8 track", () => {
      expect([...video.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
      expect(header?.id).toBe(0x1a45dfa3);
      const docType = child(header, 0x4282);
      expect(docType && ascii(video, docType.body, docType.end)).toBe("webm");
      const tracks = child(segment, 0x1654ae6b);
      expect(tracks && elements(video, tracks.body, tracks.end).map((e) => e.id)).toEqual([0xae]);
      const codec = child(child(tracks, 0xae), 0x86);
      expect(codec && ascii(video, codec.body, codec.end)).toBe("V_VP8");
    });

    it("declares a Segment size that covers exactly the rest of the file", () => {
      expect(segment?.id).toBe(0x18538067);
      expect(segment?.end).toBe(video.length);
      expect(rest).toEqual([]);
      expect(segment && elements(video, segment.body, segment.end).map((e) => e.id)).toEqual([
        0x1549a966, 0x1654ae6b, 0x1f43b675,
      ]);
    });

    it("holds one SimpleBlock per frame, each a VP8 keyframe of the video's size", () => {
      expect(blocks).toHaveLength(VIDEO_FRAMES);
      for (const [i, block] of blocks.entries()) {
        expect(video[block.body]).toBe(0x81); // track 1
        expect((video[block.body + 1] ?? 0) * 256 + (video[block.body + 2] ?? 0)).toBe(
          Math.round((i * 1000) / VIDEO_FPS),
        );
        expect(video[block.body + 3]).toBe(0x80); // keyframe
        const frame = video.subarray(block.body + 4, block.end);
        expect((frame[0] ?? 1) & 1).toBe(0); // key_frame bit: 0 means keyframe
        expect([...frame.subarray(3, 6)]).toEqual([0x9d, 0x01, 0x2a]);
        const frameView = new DataView(frame.buffer, frame.byteOffset + 6, 4);
        expect(frameView.getUint16(0, true) & 0x3fff).toBe(VIDEO_WIDTH);
        expect(frameView.getUint16(2, true) & 0x3fff).toBe(VIDEO_HEIGHT);
      }
    });
  });
});
