import { useEffect, useState } from "react";

/** False in the server's render and the hydrating one, true once the component runs in the browser. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
