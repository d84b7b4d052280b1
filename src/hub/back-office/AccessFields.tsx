import { useId } from "react";
import type * as v from "valibot";
import { ACCESS_FEATURES, ACCESS_HAZARDS, type AccessFeature, type AccessHazard } from "../../lib/access-features";
import type { Lang } from "../../lib/languages";
import type { Access } from "../../schemas/access";
import { useHubLang, useHubTexts } from "../texts";
import { Bilingual } from "./fields";

/**
 * The accessibility of an event or a production in its form (issue 29, ADR 0037): the features
 * as a checkbox group, the surtitles' languages (offered once surtitles are ticked), what it
 * warns of and a free text in both languages. An event may leave it to its production (`inherit`): the value is
 * then null and the rest is hidden.
 */

/** The form's value: what src/schemas/access.ts takes (texts may be empty, the schema drops them). */
type AccessValue = v.InferInput<typeof Access>;

/** Languages surtitles are offered in here; a stored other code stays listed. */
const SURTITLE_LANGUAGES = ["de", "en", "fr", "it", "tr", "uk"];

const EMPTY: AccessValue = { features: [], surtitle_languages: [], hazards: [], note_de: "", note_en: "" };

const TEXTS = {
  de: {
    access: "Barrierefreiheit",
    inherit: "Wie die Produktion (keine eigenen Angaben)",
    features: "Angebote",
    surtitleLanguages: "Sprachen der Übertitel",
    note: "Hinweise zur Barrierefreiheit",
    hazards: "Warnhinweise",
    hazard: { flashing_lights: "Stroboskop- und Blitzlicht", loud_sounds: "Laute Geräusche" } as Record<
      AccessHazard,
      string
    >,
    feature: {
      surtitles: "Übertitel",
      audio_description: "Audiodeskription",
      sign_language: "Gebärdensprache",
      relaxed_performance: "Entspannte Vorstellung",
      wheelchair_spaces: "Rollstuhlplätze",
      induction_loop: "Induktionsschleife",
    } as Record<AccessFeature, string>,
  },
  en: {
    access: "Accessibility",
    inherit: "As the production (nothing of its own)",
    features: "Offered",
    surtitleLanguages: "Surtitle languages",
    note: "Notes on accessibility",
    hazards: "Warnings",
    hazard: { flashing_lights: "Strobe and flashing lights", loud_sounds: "Loud noises" } as Record<
      AccessHazard,
      string
    >,
    feature: {
      surtitles: "Surtitles",
      audio_description: "Audio description",
      sign_language: "Sign language",
      relaxed_performance: "Relaxed performance",
      wheelchair_spaces: "Wheelchair spaces",
      induction_loop: "Induction loop",
    } as Record<AccessFeature, string>,
  },
};

function languageName(code: string, lang: Lang): string {
  return new Intl.DisplayNames([lang], { type: "language", fallback: "code" }).of(code) ?? code;
}

function toggled<T>(list: readonly T[], item: T, on: boolean): T[] {
  return on ? [...list.filter((entry) => entry !== item), item] : list.filter((entry) => entry !== item);
}

export function AccessFields({
  value,
  onChange,
  inherit = false,
  errors,
}: {
  value: AccessValue | null | undefined;
  onChange: (value: AccessValue | null) => void;
  /** Offer "as the production" (events): unticking it starts from nothing. */
  inherit?: boolean;
  errors: string[];
}) {
  const text = useHubTexts(TEXTS);
  const lang = useHubLang();
  const errorId = useId();
  const access = value ?? null;
  const current = access ?? EMPTY;
  const change = (next: Partial<AccessValue>) => onChange({ ...current, ...next });
  const chosenLanguages = current.surtitle_languages ?? [];
  const languages = [...new Set([...SURTITLE_LANGUAGES, ...chosenLanguages])];
  const surtitles = current.features.includes("surtitles");
  return (
    <fieldset className="hub-fieldset" aria-describedby={errors.length > 0 ? errorId : undefined}>
      <legend>{text.access}</legend>
      {inherit && (
        <label>
          <input
            type="checkbox"
            checked={access === null}
            onChange={(event) => onChange(event.currentTarget.checked ? null : EMPTY)}
          />{" "}
          {text.inherit}
        </label>
      )}
      {(!inherit || access !== null) && (
        <>
          <fieldset className="item-form__checklist">
            <legend>{text.features}</legend>
            {ACCESS_FEATURES.map((feature) => (
              <label key={feature}>
                <input
                  type="checkbox"
                  name="access-feature"
                  value={feature}
                  checked={current.features.includes(feature)}
                  onChange={(event) => {
                    const on = event.currentTarget.checked;
                    change({
                      // In the fixed order, as the server stores them.
                      features: ACCESS_FEATURES.filter((each) =>
                        each === feature ? on : current.features.includes(each),
                      ),
                      // Languages belong to surtitles: without them there are none to name.
                      ...(feature === "surtitles" && !on ? { surtitle_languages: [] } : {}),
                    });
                  }}
                />{" "}
                {text.feature[feature]}
              </label>
            ))}
          </fieldset>
          {surtitles && (
            <fieldset className="item-form__checklist">
              <legend>{text.surtitleLanguages}</legend>
              {languages.map((code) => (
                <label key={code}>
                  <input
                    type="checkbox"
                    checked={chosenLanguages.includes(code)}
                    onChange={(event) =>
                      change({
                        surtitle_languages: toggled(chosenLanguages, code, event.currentTarget.checked),
                      })
                    }
                  />{" "}
                  {languageName(code, lang)}
                </label>
              ))}
            </fieldset>
          )}
          <fieldset className="item-form__checklist">
            <legend>{text.hazards}</legend>
            {ACCESS_HAZARDS.map((hazard) => (
              <label key={hazard}>
                <input
                  type="checkbox"
                  name="access-hazard"
                  value={hazard}
                  checked={current.hazards?.includes(hazard) ?? false}
                  onChange={(event) => {
                    const on = event.currentTarget.checked;
                    change({
                      hazards: ACCESS_HAZARDS.filter((each) =>
                        each === hazard ? on : (current.hazards ?? []).includes(each),
                      ),
                    });
                  }}
                />{" "}
                {text.hazard[hazard]}
              </label>
            ))}
          </fieldset>
          <Bilingual label={text.note}>
            {(noteLang, label) => {
              const key = noteLang === "de" ? "note_de" : "note_en";
              return (
                <div className="hub-field">
                  <label htmlFor={`${errorId}-${noteLang}`}>{label}</label>
                  <textarea
                    id={`${errorId}-${noteLang}`}
                    lang={noteLang}
                    rows={2}
                    maxLength={1000}
                    value={current[key] ?? ""}
                    onChange={(event) => change({ [key]: event.currentTarget.value })}
                  />
                </div>
              );
            }}
          </Bilingual>
        </>
      )}
      {errors.length > 0 && (
        <p id={errorId} className="hub-field__error">
          {errors.join(" ")}
        </p>
      )}
    </fieldset>
  );
}
