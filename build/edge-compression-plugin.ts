import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { Transform } from "node:stream";
import { constants, createBrotliCompress, createGzip } from "node:zlib";
import type { Plugin } from "vite";

/** Content types Cloudflare's edge compresses (text, scripts, styles, JSON, XML, SVG). */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml|ld\+json)|image\/svg\+xml)/i;

/** The encoding the edge would pick for this request: brotli before gzip, none otherwise. */
export function chooseEncoding(acceptEncoding: string | undefined): "br" | "gzip" | null {
  const offered = (acceptEncoding ?? "")
    .split(",")
    .map((part) => {
      const [name = "", ...parameters] = part.split(";").map((piece) => piece.trim().toLowerCase());
      const quality = parameters.find((parameter) => parameter.startsWith("q="));
      return { name, refused: quality !== undefined && !(Number(quality.slice(2)) > 0) };
    })
    .filter((encoding) => !encoding.refused)
    .map((encoding) => encoding.name);
  if (offered.includes("br")) return "br";
  if (offered.includes("gzip")) return "gzip";
  return null;
}

function encoder(encoding: "br" | "gzip"): Transform {
  // Flushed per write so streamed HTML reaches the browser chunk by chunk, as from the edge.
  return encoding === "br"
    ? createBrotliCompress({
        flush: constants.BROTLI_OPERATION_FLUSH,
        params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
      })
    : createGzip({ flush: constants.Z_SYNC_FLUSH });
}

/**
 * Compresses one response the way Cloudflare's edge does in production. The local preview
 * (workerd behind Vite) sends every body uncompressed, which would make `npm start`, and
 * Lighthouse in `npm run bench`, transfer three to eight times the bytes a visitor receives.
 */
export function compressResponse(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  const encoding = chooseEncoding(req.headers["accept-encoding"]);
  if (!encoding || req.method === "HEAD") {
    next();
    return;
  }

  const writeHead = res.writeHead.bind(res) as (status: number, headers?: OutgoingHttpHeaders) => ServerResponse;
  const write = res.write.bind(res) as (chunk: Buffer) => boolean;
  const end = res.end.bind(res) as () => ServerResponse;
  let stream: Transform | null | undefined;

  const start = (): Transform | null => {
    if (stream !== undefined) return stream;
    const type = String(res.getHeader("content-type") ?? "");
    if (
      !COMPRESSIBLE.test(type) ||
      res.getHeader("content-encoding") ||
      res.statusCode === 204 ||
      res.statusCode === 304
    ) {
      stream = null;
      return stream;
    }
    res.removeHeader("content-length");
    res.setHeader("content-encoding", encoding);
    const vary = String(res.getHeader("vary") ?? "");
    res.setHeader("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    const created = encoder(encoding);
    created.on("data", (chunk: Buffer) => write(chunk));
    created.on("end", () => end());
    created.on("error", (error) => res.destroy(error));
    res.once("close", () => created.destroy());
    stream = created;
    return stream;
  };

  // The preview proxy calls writeHead(status, headers); the status decides (204/304 have no body).
  res.writeHead = ((status: number, reasonOrHeaders?: string | OutgoingHttpHeaders, headers?: OutgoingHttpHeaders) => {
    const fields = typeof reasonOrHeaders === "object" ? reasonOrHeaders : headers;
    if (fields && !Array.isArray(fields)) {
      for (const [name, value] of Object.entries(fields)) if (value !== undefined) res.setHeader(name, value);
    }
    res.statusCode = status;
    start();
    return writeHead(status);
  }) as typeof res.writeHead;
  // Always accepts the chunk: the encoder buffers it (a local preview needs no backpressure).
  res.write = ((chunk: string | Uint8Array) => {
    const target = start();
    if (!target) return write(Buffer.from(chunk));
    target.write(chunk);
    return true;
  }) as typeof res.write;
  res.end = ((chunk?: string | Uint8Array | (() => void)) => {
    const target = start();
    if (typeof chunk === "function" || chunk === undefined) {
      if (target) target.end();
      else end();
    } else if (target) target.end(chunk);
    else {
      write(Buffer.from(chunk));
      end();
    }
    return res;
  }) as typeof res.end;
  next();
}

/**
 * `vite preview` serves the production build locally (`npm start`, Playwright, the bench);
 * this puts the edge's response compression in front of it. See ADR 0015.
 */
export function edgeCompression(): Plugin {
  return {
    name: "kultur:edge-compression",
    configurePreviewServer(server) {
      server.middlewares.use(compressResponse);
    },
  };
}
