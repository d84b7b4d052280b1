/**
 * The e2e suite's servers: one per Playwright worker, each on its own port with its own database,
 * so tests that change data (bookings, the site's online flag) never meet another worker's.
 */
const FIRST_PORT = Number(process.env.E2E_PORT ?? 8797);
export const SERVERS = 2;

export const serverPort = (parallelIndex: number): number => FIRST_PORT + parallelIndex;
export const serverState = (port: number): string => `.wrangler/e2e-state-${port}`;
