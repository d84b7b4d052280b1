import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useNavigate, useParams } from "@tanstack/react-router";
import { type FormEvent, type KeyboardEvent, useEffect, useId, useReducer, useRef, useState } from "react";
import type { MessageKey } from "../../i18n/messages";
import { useLang, useT } from "../../i18n/use-lang";
import type { ApiClient } from "../../lib/api";
import type { AutocompleteSuggestion } from "../../schemas/search";
import { Icon } from "./icons";
import { autocompleteQuery } from "./queries";
import {
  autocompleteText,
  BLUR_CLOSE_DELAY_MS,
  EXPAND_FOCUS_DELAY_MS,
  initialSearchBoxState,
  searchBoxReducer,
  searchTarget,
} from "./search-box-state";

const noSuggestions: AutocompleteSuggestion[] = [];

interface SearchBoxProps {
  api: ApiClient;
  /** desktop: a button expands the field (header); page: always expanded (menu panel, search page). */
  mode: "desktop" | "page";
  /** Called after a search was submitted: the header closes its menu (SPEC §4). */
  onSubmitted?: () => void;
}

/**
 * Site search with autocomplete (SPEC §4 "Search box"), a WAI-ARIA combobox: DOM focus stays in
 * the field, arrow keys move the visual focus through the suggestions (aria-activedescendant).
 */
export function SearchBox({ api, mode, onSubmitted }: SearchBoxProps) {
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const category = useParams({ strict: false, select: (params) => params.category });
  const [state, dispatch] = useReducer(searchBoxReducer, initialSearchBoxState);
  const [expanded, setExpanded] = useState(mode === "page");
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const blurTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const expandTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const query = autocompleteText(state.text);
  const wanted = state.open && query !== "";
  const { data } = useQuery({
    ...autocompleteQuery(api, lang, query),
    enabled: wanted,
    // The previous suggestions stay while the next ones load, so the list does not flicker.
    placeholderData: keepPreviousData,
  });
  const suggestions = wanted ? (data?.data ?? noSuggestions) : noSuggestions;
  const listShown = suggestions.length > 0;
  const active = state.active < suggestions.length ? state.active : -1;

  useEffect(
    () => () => {
      clearTimeout(blurTimer.current);
      clearTimeout(expandTimer.current);
    },
    [],
  );

  function submit(text: string) {
    const target = searchTarget(lang, text, category);
    if (target === null) return;
    dispatch({ type: "submit" });
    onSubmitted?.();
    void navigate(target);
  }

  function choose(suggestion: AutocompleteSuggestion) {
    dispatch({ type: "choose", text: suggestion.title });
    submit(suggestion.title);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        dispatch({ type: "next", count: suggestions.length });
        break;
      case "ArrowUp":
        event.preventDefault();
        dispatch({ type: "previous", count: suggestions.length });
        break;
      case "Enter": {
        const suggestion = active >= 0 ? suggestions[active] : undefined;
        if (suggestion) {
          event.preventDefault();
          choose(suggestion);
        }
        break;
      }
      case "Escape":
        // The close event: only the list closes, not the menu around the field.
        if (state.open) {
          event.preventDefault();
          dispatch({ type: "close" });
        } else if (mode === "desktop") {
          event.preventDefault();
          setExpanded(false);
          toggleRef.current?.focus();
        }
        break;
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submit(state.text);
  }

  function clear() {
    dispatch({ type: "clear" });
    inputRef.current?.focus();
  }

  function toggle() {
    clearTimeout(expandTimer.current);
    if (expanded) {
      setExpanded(false);
      dispatch({ type: "close" });
      return;
    }
    setExpanded(true);
    // The field is still growing; focusing at once would scroll and announce a half-drawn box.
    expandTimer.current = setTimeout(() => inputRef.current?.focus(), EXPAND_FOCUS_DELAY_MS);
  }

  return (
    <div className={`search-box search-box--${mode}${expanded ? " is-expanded" : ""}`}>
      {mode === "desktop" && (
        <button
          ref={toggleRef}
          type="button"
          className="header-icon-button search-box__toggle"
          aria-expanded={expanded}
          aria-controls={`${id}-form`}
          onClick={toggle}
        >
          <Icon name={expanded ? "close" : "search"} />
          <span className="visually-hidden">{t(expanded ? "header.searchClose" : "search.open")}</span>
        </button>
      )}
      {/* Without JavaScript the form still works: a plain GET to the search page. */}
      <form
        id={`${id}-form`}
        className="search-box__form"
        role={mode === "desktop" ? "search" : undefined}
        onSubmit={onSubmit}
        action={`/${lang}/search`}
        method="get"
      >
        <label htmlFor={`${id}-input`} className="visually-hidden">
          {t("search.label")}
        </label>
        <input
          ref={inputRef}
          id={`${id}-input`}
          className="search-box__input"
          type="search"
          name="q"
          autoComplete="off"
          enterKeyHint="search"
          placeholder={t("search.placeholder")}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={listShown}
          aria-controls={listId}
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          value={state.text}
          onChange={(event) => dispatch({ type: "input", text: event.target.value })}
          onFocus={() => {
            clearTimeout(blurTimer.current);
            dispatch({ type: "focus" });
          }}
          onBlur={() => {
            blurTimer.current = setTimeout(() => dispatch({ type: "close" }), BLUR_CLOSE_DELAY_MS);
          }}
          onKeyDown={onKeyDown}
        />
        {state.text !== "" && (
          <button type="button" className="search-box__clear" onClick={clear}>
            <Icon name="close" />
            <span className="visually-hidden">{t("search.clear")}</span>
          </button>
        )}
        <button type="submit" className="search-box__submit">
          <Icon name="search" />
          <span className="visually-hidden">{t("search.submit")}</span>
        </button>
        <div
          id={listId}
          role="listbox"
          aria-label={t("search.suggestions")}
          className="search-box__list"
          hidden={!listShown}
        >
          {suggestions.map((suggestion, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled by the combobox field, which keeps focus (aria-activedescendant)
            <div
              key={`${suggestion.kind}:${suggestion.url}`}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              className="search-box__option"
              // Keeps focus in the field, so choosing does not blur it first.
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => index !== active && dispatch({ type: "hover", index })}
              onClick={() => choose(suggestion)}
            >
              <span>{suggestion.title}</span>
              <span className="search-box__kind">{t(`search.kind.${suggestion.kind}` as MessageKey)}</span>
            </div>
          ))}
        </div>
        <p role="status" className="visually-hidden">
          {listShown ? t("header.suggestionCount", { count: suggestions.length }) : ""}
        </p>
      </form>
    </div>
  );
}
