// Node only: renders the self-hosted video and audio files the seed's media page links to. They are
// synthesised rather than checked in or downloaded, so the seed stays offline and deterministic
// without binary fixtures. The video is WebM/VP8 because that is what browsers play and what can
// be assembled by hand: a lossy WebP (which sharp encodes) carries exactly one VP8 keyframe, so a
// clip is a WebM container around a series of WebP payloads.

import sharp from "sharp";
import { PALETTES, type RenderedFile } from "./images";

const AUDIO_KEY = "audio/kammerton-a.wav";
const VIDEO_KEY = "videos/werkstatt-einblick.webm";

/** 16 kHz is ample for a 440 Hz sine and keeps the file under 100 kB. */
export const AUDIO_SAMPLE_RATE = 16_000;
export const AUDIO_SECONDS = 3;
const TONE_HZ = 440;
/** Ramps at both ends, so playback neither starts nor stops with a click. */
const FADE_SECONDS = 0.05;
/** Half of full scale: loud enough to hear, well clear of clipping. */
const TONE_AMPLITUDE = 0.5 * 0x7fff;
const BYTES_PER_SAMPLE = 2;

export const VIDEO_WIDTH = 640;
export const VIDEO_HEIGHT = 360;
export const VIDEO_FPS = 12;
export const VIDEO_FRAMES = 36;
/** Every frame is a keyframe, so quality trades directly against file size (~1.2 kB a frame here). */
const FRAME_QUALITY = 60;

/** Every self-hosted file the seed's pages reference; the CLI renders only those missing from R2. */
export const MEDIA_FILES: readonly { key: string; render: () => Promise<RenderedFile> }[] = [
  { key: AUDIO_KEY, render: async () => renderKammertonA() },
  { key: VIDEO_KEY, render: renderWorkshopVideo },
];

/** "Kammerton a": a 440 Hz sine as a mono 16-bit PCM WAV. */
export function renderKammertonA(): RenderedFile {
  const sampleCount = AUDIO_SAMPLE_RATE * AUDIO_SECONDS;
  const fadeSamples = FADE_SECONDS * AUDIO_SAMPLE_RATE;
  const dataLength = sampleCount * BYTES_PER_SAMPLE;
  const body = new Uint8Array(44 + dataLength);
  const view = new DataView(body.buffer);
  const ascii = (offset: number, text: string) => body.set(new TextEncoder().encode(text), offset);
  // The canonical 44-byte RIFF header: one 'fmt ' chunk, then the 'data' chunk.
  ascii(0, "RIFF");
  view.setUint32(4, body.length - 8, true);
  ascii(8, "WAVE");
  ascii(12, "fmt ");
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, AUDIO_SAMPLE_RATE, true);
  view.setUint32(28, AUDIO_SAMPLE_RATE * BYTES_PER_SAMPLE, true);
  view.setUint16(32, BYTES_PER_SAMPLE, true);
  view.setUint16(34, BYTES_PER_SAMPLE * 8, true);
  ascii(36, "data");
  view.setUint32(40, dataLength, true);
  for (let i = 0; i < sampleCount; i++) {
    const envelope = Math.min(1, i / fadeSamples, (sampleCount - 1 - i) / fadeSamples);
    const sample = envelope * TONE_AMPLITUDE * Math.sin((2 * Math.PI * TONE_HZ * i) / AUDIO_SAMPLE_RATE);
    view.setInt16(44 + i * BYTES_PER_SAMPLE, Math.round(sample), true);
  }
  return { key: AUDIO_KEY, body, contentType: "audio/wav" };
}

/** "A day at the Joinery": a plank gliding along a workbench, in the Tischlerei's colours. */
export async function renderWorkshopVideo(): Promise<RenderedFile> {
  const frames = await Promise.all(
    Array.from({ length: VIDEO_FRAMES }, async (_, i) => {
      const webp = await sharp(Buffer.from(workshopFrameSvg(i / (VIDEO_FRAMES - 1))))
        .removeAlpha()
        .webp({ quality: FRAME_QUALITY, effort: 2 })
        .toBuffer();
      return vp8Keyframe(new Uint8Array(webp));
    }),
  );
  return { key: VIDEO_KEY, body: webm(frames), contentType: "video/webm" };
}

/** One frame at `progress` (0 → 1) through the clip. */
function workshopFrameSvg(progress: number): string {
  const [from, to, accent] = PALETTES.ti;
  const benchY = VIDEO_HEIGHT * 0.68;
  const plankWidth = VIDEO_WIDTH * 0.35;
  const plankX = -plankWidth + progress * (VIDEO_WIDTH + plankWidth);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${VIDEO_WIDTH}" height="${VIDEO_HEIGHT}">
<defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<rect y="${benchY}" width="100%" height="${VIDEO_HEIGHT - benchY}" fill="${to}"/>
<rect x="${plankX.toFixed(1)}" y="${benchY - 36}" width="${plankWidth}" height="36" rx="4" fill="${accent}"/>
</svg>`;
}

/** The 'VP8 ' chunk of a lossy WebP file: a complete VP8 keyframe. */
function vp8Keyframe(webp: Uint8Array): Uint8Array {
  const view = new DataView(webp.buffer, webp.byteOffset, webp.byteLength);
  const fourcc = (offset: number) => String.fromCharCode(...webp.subarray(offset, offset + 4));
  if (fourcc(0) !== "RIFF" || fourcc(8) !== "WEBP") throw new Error("sharp did not produce a WebP file");
  for (let offset = 12; offset + 8 <= webp.length; ) {
    const size = view.getUint32(offset + 4, true);
    if (fourcc(offset) === "VP8 ") return webp.slice(offset + 8, offset + 8 + size);
    offset += 8 + size + (size % 2); // RIFF chunks are padded to even length
  }
  throw new Error("the WebP frame has no lossy 'VP8 ' chunk");
}

/** Matroska element IDs (their length marker included) used by the muxer. */
const ID = {
  EBML: 0x1a45dfa3,
  EBMLVersion: 0x4286,
  EBMLReadVersion: 0x42f7,
  EBMLMaxIDLength: 0x42f2,
  EBMLMaxSizeLength: 0x42f3,
  DocType: 0x4282,
  DocTypeVersion: 0x4287,
  DocTypeReadVersion: 0x4285,
  Segment: 0x18538067,
  Info: 0x1549a966,
  TimecodeScale: 0x2ad7b1,
  Duration: 0x4489,
  MuxingApp: 0x4d80,
  WritingApp: 0x5741,
  Tracks: 0x1654ae6b,
  TrackEntry: 0xae,
  TrackNumber: 0xd7,
  TrackUID: 0x73c5,
  CodecID: 0x86,
  TrackType: 0x83,
  DefaultDuration: 0x23e383,
  Video: 0xe0,
  PixelWidth: 0xb0,
  PixelHeight: 0xba,
  Cluster: 0x1f43b675,
  Timecode: 0xe7,
  SimpleBlock: 0xa3,
} as const;

/**
 * A WebM file with one VP8 track of `frames` (all keyframes) at VIDEO_FPS: no Cues, a single
 * Cluster and only known element sizes, the smallest layout browsers play from start to end.
 */
function webm(frames: Uint8Array[]): Uint8Array {
  const frameMs = 1000 / VIDEO_FPS;
  // SimpleBlock timecodes are signed 16-bit offsets from the Cluster's, in TimecodeScale units (ms).
  if ((frames.length - 1) * frameMs > 0x7fff) throw new RangeError("the clip is too long for one Cluster");
  const header = element(
    ID.EBML,
    uint(ID.EBMLVersion, 1),
    uint(ID.EBMLReadVersion, 1),
    uint(ID.EBMLMaxIDLength, 4),
    uint(ID.EBMLMaxSizeLength, 8),
    text(ID.DocType, "webm"),
    // SimpleBlock needs DocType version 2.
    uint(ID.DocTypeVersion, 2),
    uint(ID.DocTypeReadVersion, 2),
  );
  const info = element(
    ID.Info,
    uint(ID.TimecodeScale, 1_000_000),
    float(ID.Duration, frames.length * frameMs),
    text(ID.MuxingApp, "kulturwerk seed"),
    text(ID.WritingApp, "kulturwerk seed"),
  );
  const tracks = element(
    ID.Tracks,
    element(
      ID.TrackEntry,
      uint(ID.TrackNumber, 1),
      uint(ID.TrackUID, 1),
      text(ID.CodecID, "V_VP8"),
      uint(ID.TrackType, 1), // video
      uint(ID.DefaultDuration, Math.round(frameMs * 1_000_000)),
      element(ID.Video, uint(ID.PixelWidth, VIDEO_WIDTH), uint(ID.PixelHeight, VIDEO_HEIGHT)),
    ),
  );
  const blocks = frames.map((frame, i) => {
    const timecode = Math.round(i * frameMs);
    // Track number 1 as a one-byte vint, the timecode (int16 big-endian), flags: keyframe.
    const blockHeader = new Uint8Array([0x81, timecode >> 8, timecode & 0xff, 0x80]);
    return element(ID.SimpleBlock, blockHeader, frame);
  });
  const cluster = element(ID.Cluster, uint(ID.Timecode, 0), ...blocks);
  return concat([header, element(ID.Segment, info, tracks, cluster)]);
}

function element(id: number, ...payload: Uint8Array[]): Uint8Array {
  const body = concat(payload);
  return concat([bigEndian(id, Math.ceil(id.toString(16).length / 2)), sizeVint(body.length), body]);
}

function uint(id: number, value: number): Uint8Array {
  let length = 1;
  while (value >= 2 ** (8 * length)) length += 1;
  return element(id, bigEndian(value, length));
}

function float(id: number, value: number): Uint8Array {
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setFloat64(0, value);
  return element(id, bytes);
}

function text(id: number, value: string): Uint8Array {
  return element(id, new TextEncoder().encode(value));
}

/** An EBML size: the shortest vint that holds it (all value bits set would mean "unknown size"). */
function sizeVint(size: number): Uint8Array {
  for (let length = 1; length <= 8; length++) {
    if (size < 2 ** (7 * length) - 1) {
      const bytes = bigEndian(size, length);
      bytes[0] = (bytes[0] ?? 0) | (0x80 >> (length - 1));
      return bytes;
    }
  }
  throw new RangeError(`an EBML size cannot hold ${size}`);
}

function bigEndian(value: number, length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  let rest = value;
  for (let i = length - 1; i >= 0; i--) {
    bytes[i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  return bytes;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
