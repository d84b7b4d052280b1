import { ScriptOnce } from "@tanstack/react-router";
import { useT } from "../../i18n/use-lang";

const LAYER_ID = "info-layer";
/** Without a hydrated app after this long, the visitor is told why and offered a reload. */
const HYDRATION_WATCHDOG_MS = 15_000;

/**
 * Runs before the app, in the oldest browsers too (hence ES5): shows the layer at once when
 * the browser lacks what the app's code needs, or later when the app has not started (low
 * bandwidth, weak hardware, a script error). The app sets `data-hydrated` on <html>.
 */
const watchdog = `(function(){var d=document,l=d.getElementById("${LAYER_ID}");if(!l)return;
function show(){if(d.documentElement.hasAttribute("data-hydrated"))return;l.hidden=false;
var b=l.querySelector("button");if(b)b.onclick=function(){location.reload()}}
var ok=typeof Object.hasOwn==="function"&&typeof [].at==="function"&&"noModule" in d.createElement("script");
if(!ok){show();return}setTimeout(show,${HYDRATION_WATCHDOG_MS})})()`;

function LayerContent({ titleId, reload }: { titleId: string; reload: "button" | "form" }) {
  const t = useT();
  return (
    <>
      <h2 id={titleId}>{t("noscript.title")}</h2>
      <ul>
        <li>{t("noscript.javascript")}</li>
        <li>{t("noscript.browser")}</li>
        <li>{t("noscript.bandwidth")}</li>
        <li>{t("noscript.hardware")}</li>
      </ul>
      {reload === "button" ? (
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {t("noscript.reload")}
        </button>
      ) : (
        // Without JavaScript a GET form to the page itself is the one way a button reloads.
        <form method="get">
          <button type="submit" className="button">
            {t("noscript.reload")}
          </button>
        </form>
      )}
    </>
  );
}

/** SPEC §2/§8: the info layer for no JavaScript or an unsupported browser, with 'Neu laden'. */
export function InfoLayer() {
  return (
    <>
      <noscript>
        <section className="info-layer" aria-labelledby={`${LAYER_ID}-noscript-title`}>
          <LayerContent titleId={`${LAYER_ID}-noscript-title`} reload="form" />
        </section>
      </noscript>
      <section id={LAYER_ID} className="info-layer" aria-labelledby={`${LAYER_ID}-title`} hidden>
        <LayerContent titleId={`${LAYER_ID}-title`} reload="button" />
      </section>
      <ScriptOnce>{watchdog}</ScriptOnce>
    </>
  );
}
