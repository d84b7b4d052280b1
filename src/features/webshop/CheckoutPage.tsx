import { useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { type ComponentProps, type FormEvent, useCallback, useRef, useState } from "react";
import { ShopError } from "../../components/ui/ShopError";
import { useT } from "../../i18n/use-lang";
import type { ApiClient } from "../../lib/api";
import { setCartAmount } from "../../lib/cart";
import type { Lang } from "../../lib/languages";
import { isEmail } from "../../schemas/form-entries";
import { Countdown } from "./Countdown";
import { cartQuery, checkout } from "./queries";
import { ItemAmount, ItemDescription, SummaryTotal } from "./ShopLine";

type Field = "name" | "email";
type FieldError = "required" | "email";
type FieldErrors = Partial<Record<Field, FieldError>>;

/** SPEC §5 visitor messages: 'This field is required!', 'Invalid e-mail address!'. */
export function validateBuyer(name: string, email: string): FieldErrors {
  const errors: FieldErrors = {};
  if (name.trim() === "") errors.name = "required";
  if (email.trim() === "") errors.email = "required";
  else if (!isEmail(email.trim())) errors.email = "email";
  return errors;
}

/** A labelled buyer input; its error, when there is one, is announced with the field. */
function BuyerField({
  field,
  label,
  error,
  ...input
}: {
  field: Field;
  label: string;
  error: FieldError | undefined;
} & Pick<ComponentProps<"input">, "ref" | "type" | "autoComplete" | "maxLength">) {
  const t = useT();
  const id = `checkout-${field}`;
  return (
    <p className="form-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={field}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      {error && (
        <span id={`${id}-error`} className="form-field__error">
          {t(error === "email" ? "form.invalidEmail" : "form.required")}
        </span>
      )}
    </p>
  );
}

/** Checkout: the cart's summary and countdown, then the buyer's name and e-mail; buying shows the order. */
export function CheckoutPage({ api, lang, currency }: { api: ApiClient; lang: Lang; currency: string }) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = cartQuery(api, lang);
  const { data: cart } = useSuspenseQuery(query);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<{ code: number | null } | null>(null);
  const [busy, setBusy] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const reload = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: query.queryKey }),
    [queryClient, query.queryKey],
  );

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const name = String(form.get("name") ?? "");
    const email = String(form.get("email") ?? "");
    const found = validateBuyer(name, email);
    setErrors(found);
    setFailure(null);
    if (found.name) return nameRef.current?.focus();
    if (found.email) return emailRef.current?.focus();
    setBusy(true);
    const result = await checkout(lang, { name: name.trim(), email: email.trim() });
    setBusy(false);
    if (result.ok) {
      setCartAmount(0);
      queryClient.removeQueries({ queryKey: query.queryKey });
      await navigate({ to: "/webshop/orders/$code", params: { code: result.value.code } });
      return;
    }
    const field = result.error?.field;
    if (result.status === 400 && (field === "name" || field === "email")) {
      setErrors({ [field]: field === "email" ? "email" : "required" });
      (field === "name" ? nameRef : emailRef).current?.focus();
      return;
    }
    setFailure({ code: result.error?.response_code ?? null });
    reload();
  };

  return (
    <div className="webshop-checkout">
      <h1>{t("webshop.checkout")}</h1>
      {failure && <ShopError code={failure.code} />}
      {cart.items.length === 0 ? (
        <p>
          {t("webshop.empty")} <Link to="/webshop/cart">{t("webshop.backToCart")}</Link>
        </p>
      ) : (
        <>
          {cart.expires_at && <Countdown expiresAt={cart.expires_at} serverNow={cart.now} onExpired={reload} />}
          <section aria-labelledby="checkout-summary" className="webshop-summary">
            <h2 id="checkout-summary">{t("webshop.summary")}</h2>
            <ul className="webshop-summary__items">
              {cart.items.map((item) => (
                <li key={item.id} className="webshop-item">
                  <ItemDescription item={item} lang={lang} />
                  <ItemAmount item={item} currency={currency} />
                </li>
              ))}
            </ul>
            <SummaryTotal total={cart.total} currency={currency} />
            <p>
              <Link to="/webshop/cart">{t("webshop.backToCart")}</Link>
            </p>
          </section>
          <form className="webshop-form" noValidate onSubmit={onSubmit} aria-labelledby="checkout-buyer">
            <h2 id="checkout-buyer">{t("webshop.buyer")}</h2>
            <BuyerField
              field="name"
              label={t("webshop.name")}
              error={errors.name}
              ref={nameRef}
              autoComplete="name"
              maxLength={200}
            />
            <BuyerField
              field="email"
              label={t("webshop.email")}
              error={errors.email}
              ref={emailRef}
              type="email"
              autoComplete="email"
              maxLength={254}
            />
            <p>
              <button type="submit" className="button" disabled={busy}>
                {t("webshop.buy")}
              </button>
            </p>
            <div role="status" className="webshop__status">
              {busy ? t("common.pleaseWait") : ""}
            </div>
          </form>
        </>
      )}
    </div>
  );
}
