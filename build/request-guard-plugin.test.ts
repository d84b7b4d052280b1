// @vitest-environment node
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guardRequest } from "./request-guard-plugin";

describe("guardRequest", () => {
  let server: Server;
  let port = 0;

  beforeAll(async () => {
    server = createServer((req, res) => guardRequest(req, res, () => res.end("worker")));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const send = (method: string, path = "/de", headers: Record<string, string> = {}) =>
    new Promise<{ status: number; type: string | undefined; body: string }>((resolve, reject) => {
      const req = request({ host: "127.0.0.1", port, method, path, headers }, (res) => {
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

  it("answers a target that could name another host, or is no path, with 400 and a JSON body", async () => {
    for (const path of ["//evil.example/de/api/dashboard-error-log/", "//%00/404", "//~", "/\\evil.example/de", "*"]) {
      const response = await send(path === "*" ? "OPTIONS" : "POST", path);
      expect(response.status, path).toBe(400);
      expect(response.type).toBe("application/json");
      expect(JSON.parse(response.body).error).toBe("invalid_request_target");
    }
  });

  it("passes plain paths on, with their query and encoded characters", async () => {
    for (const path of ["/", "/de/programm?room=1", "/de/%2F%2Fx", "/en/a//b"])
      expect((await send("GET", path)).body).toBe("worker");
  });

  it("answers a request for another host name with 400, and serves the loopback names", async () => {
    for (const host of ["evil.example", "evil.example:8787", "127.0.0.1.evil.example", "localhost.evil.example"]) {
      const response = await send("POST", "/de/api/dashboard-error-log/", { host });
      expect(response.status, host).toBe(400);
      expect(JSON.parse(response.body).error).toBe("invalid_host");
    }
    for (const host of ["127.0.0.1:8787", "localhost:8787", "[::1]:8787", "LOCALHOST"]) {
      expect((await send("GET", "/de", { host })).body, host).toBe("worker");
    }
  });
});
