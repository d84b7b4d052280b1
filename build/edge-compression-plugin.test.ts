// @vitest-environment node
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, constants, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chooseEncoding, compressResponse } from "./edge-compression-plugin";

describe("chooseEncoding", () => {
  it("prefers brotli, then gzip, as the edge does", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chooseEncoding("gzip, deflate")).toBe("gzip");
    expect(chooseEncoding("identity")).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });

  it("respects an encoding refused with q=0", () => {
    expect(chooseEncoding("br;q=0, gzip")).toBe("gzip");
    expect(chooseEncoding("br;Q=0.000, gzip;q=0.5")).toBe("gzip");
    expect(chooseEncoding("gzip;q=0")).toBeNull();
  });
});

describe("compressResponse", () => {
  const page = `<!DOCTYPE html><html><body>${"<p>Spielplan</p>".repeat(500)}</body></html>`;
  let server: Server;
  let port = 0;
  let streamGate = () => {};

  beforeAll(async () => {
    // Writes like the Cloudflare plugin's preview proxy: writeHead with all headers, then chunks.
    server = createServer((req, res) => {
      compressResponse(req, res, () => {
        if (req.url === "/not-modified") {
          res.writeHead(304, { "content-type": "text/javascript", etag: '"1"' });
          res.end();
          return;
        }
        if (req.url === "/stream") {
          // The rest of the page only once the first part has reached the client.
          res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
          res.write(page.slice(0, 1000));
          streamGate = () => res.end(page.slice(1000));
          return;
        }
        const type = req.url === "/image" ? "image/png" : "text/html; charset=utf-8";
        res.writeHead(200, { "content-type": type, "content-length": String(page.length) });
        res.write(page.slice(0, 1000));
        res.write(page.slice(1000));
        res.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  function get(path: string, acceptEncoding: string) {
    return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      request({ port, path, host: "127.0.0.1", headers: { "accept-encoding": acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
        .on("error", reject)
        .end();
    });
  }

  it("brotli-compresses text for a browser that accepts it", async () => {
    const { headers, body } = await get("/", "gzip, br");
    expect(headers["content-encoding"]).toBe("br");
    expect(headers["content-length"]).toBeUndefined();
    expect(headers.vary).toBe("Accept-Encoding");
    expect(body.length).toBeLessThan(page.length / 10);
    expect(brotliDecompressSync(body).toString()).toBe(page);
  });

  it("gzips for a client without brotli", async () => {
    const { headers, body } = await get("/", "gzip");
    expect(headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(body).toString()).toBe(page);
  });

  it("streams: the first part arrives decodable before the response ends", async () => {
    // Decoded in the handler but asserted afterwards: a throw there would leave the gate shut and
    // the test would time out instead of failing with its message.
    const { firstPart, body } = await new Promise<{ firstPart: string | undefined; body: Buffer }>(
      (resolve, reject) => {
        request({ port, path: "/stream", host: "127.0.0.1", headers: { "accept-encoding": "gzip" } }, (res) => {
          const chunks: Buffer[] = [];
          let released = false;
          let firstPart: string | undefined;
          res.on("data", (chunk: Buffer) => {
            chunks.push(chunk);
            if (released) return;
            released = true;
            try {
              firstPart = gunzipSync(Buffer.concat(chunks), { finishFlush: constants.Z_SYNC_FLUSH }).toString();
            } catch (error) {
              reject(error);
            } finally {
              streamGate();
            }
          });
          res.on("end", () => resolve({ firstPart, body: Buffer.concat(chunks) }));
          res.on("error", reject);
        })
          .on("error", reject)
          .end();
      },
    );
    expect(firstPart).toBe(page.slice(0, 1000));
    expect(gunzipSync(body).toString()).toBe(page);
  });

  it("sends no encoding with a 304", async () => {
    const { headers, body } = await get("/not-modified", "br");
    expect(headers["content-encoding"]).toBeUndefined();
    expect(body.length).toBe(0);
  });

  it("leaves the body alone without an accepted encoding or for binary types", async () => {
    const plain = await get("/", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(page);
    const image = await get("/image", "br");
    expect(image.headers["content-encoding"]).toBeUndefined();
    expect(image.body.toString()).toBe(page);
  });
});
