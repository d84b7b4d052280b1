import { createBuiltinGateway } from "./builtin";
import { type ShopGateway, ShopUnavailableError } from "./gateway";

const gateways: Record<string, (env: Env) => ShopGateway> = {
  builtin: createBuiltinGateway,
};

/** The shop named by SHOP_GATEWAY; an unknown name is a deployment error, answered as unavailable. */
export function shopGateway(env: Env): ShopGateway {
  const name: string = env.SHOP_GATEWAY || "builtin";
  const create = gateways[name];
  if (!create) throw new ShopUnavailableError(`unknown SHOP_GATEWAY "${name}"`, 60);
  return create(env);
}
