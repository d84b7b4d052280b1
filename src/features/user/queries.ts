import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../lib/api";
import type { UserDetails } from "../../schemas/user";

/** GET /api/user-details/: the visitor's login state (anonymous: logged false). Never cached across users. */
export const userDetailsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ["user-details"],
    queryFn: () => api.get<UserDetails>("/api/user-details/"),
    staleTime: 0,
  });
