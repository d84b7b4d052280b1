// @vitest-environment node
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refuseTrace } from "./forbidden-methods-plugin";

describe("refuseTrace", () => {
  let server: Server;
  let port = 0;

  beforeAll(async () => {
    server = createServer((req, res) => refuseTrace(req, res, () => res.end("worker")));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const send = (method: string) =>
    new Promise<{ status: number; type: string | undefined; body: string }>((resolve, reject) => {
      const req = request({ host: "127.0.0.1", port, method, path: "/de" }, (res) => {
        let body = "";
        res.on("data", (chunk: Buffer) => {
          body += chunk.toString();
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, type: res.headers["content-type"], body }));
      });
      req.on("error", reject);
      req.end();
    });

  it("answers TRACE with 405 and a JSON body naming the method", async () => {
    const response = await send("TRACE");
    expect(response.status).toBe(405);
    expect(response.type).toBe("application/json");
    expect(JSON.parse(response.body)).toEqual({
      error: "method_not_allowed",
      detail: "TRACE requests are not served.",
    });
  });

  it("passes every other method on to the worker", async () => {
    for (const method of ["GET", "POST", "PROPFIND"]) expect((await send(method)).body).toBe("worker");
  });
});
