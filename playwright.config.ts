import { defineConfig } from "@playwright/test";
import { SERVERS, serverPort, serverState } from "./test/e2e/servers";
import { chromiumPath } from "./scripts/chromium";

/** End-to-end tests in Debian's Chromium against the production build served by workerd. */
export default defineConfig({
  testDir: "test/e2e",
  fullyParallel: false,
  // One server per worker (test/e2e/fixtures.ts sets each worker's base URL).
  workers: SERVERS,
  // Locally no second tries. CI allows one so that a known flaky test does not block a landing;
  // the run lists it as flaky, and a flaky test is a bug to fix (ADR 0029).
  retries: process.env.CI ? 1 : 0,
  // Budgets for a 2-core machine that runs two servers and two browsers at once (ADR 0029 has
  // the figures): a test that needs more is split or moved to a cheaper layer, not given more.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
    // Recording a trace costs every test about 15 % of its time on 2 cores, kept or not (ADR 0029):
    // a test that failed once records one on its retry (CI); locally `--trace retain-on-failure`.
    trace: "on-first-retry",
  },
  webServer: Array.from({ length: SERVERS }, (_, index) => {
    const port = serverPort(index);
    return {
      command: `tsx scripts/serve.ts --port ${port} --state ${serverState(port)} --reset`,
      url: `http://127.0.0.1:${port}/healthz`,
      reuseExistingServer: false,
      timeout: 240_000,
      stdout: "ignore" as const,
    };
  }),
});
