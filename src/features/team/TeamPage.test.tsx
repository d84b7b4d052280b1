// @vitest-environment happy-dom
import { QueryClient } from "@tanstack/react-query";
import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { renderInRouter } from "../../components/ui/test-render";
import type { ApiClient } from "../../lib/api";
import type { PersonGroup, PersonListItem } from "../../schemas/persons";
import { personGroupsQuery } from "./queries";
import { initialsOf, TeamPage } from "./TeamPage";

const api: ApiClient = {
  get: () => Promise.reject(new Error("the test seeds the cache; no call expected")),
};

function person(id: number, first: string, last: string, overrides: Partial<PersonListItem> = {}): PersonListItem {
  return {
    id,
    slug: `person-${id}`,
    url: `/en/team/person-${id}/${id}`,
    first_name: first,
    last_name: last,
    name: `${first} ${last}`,
    position: null,
    email: null,
    phone: null,
    image_obj: null,
    image_thumbnails: null,
    ...overrides,
  };
}

const groups: PersonGroup[] = [
  {
    id: 1,
    name: "Management",
    members: [
      person(1, "Henrike", "Wälder", {
        position: "Artistic Director",
        email: "henrike@example.org",
        phone: "+49 9571 1234-40",
        image_obj: { key: "images/person-henrike", url: "/media/images/person-henrike/1536.jpg", alt: "" },
      }),
    ],
  },
  {
    id: 2,
    name: "Ensemble",
    members: [person(3, "Mira", "Schäfer", { position: "Actress" }), person(4, "Lukas", "Böhm")],
  },
  { id: 3, name: "Empty group", members: [] },
];

async function renderTeam(data: PersonGroup[]) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(personGroupsQuery(api, "en").queryKey, data);
  return renderInRouter(<TeamPage api={api} lang="en" />, { path: "/en/team", queryClient });
}

describe("TeamPage", () => {
  let cleanup = () => {};
  afterEach(() => cleanup());

  it("renders one disclosure per non-empty group, the first one open", async () => {
    const view = await renderTeam(groups);
    cleanup = view.cleanup;
    const buttons = [...view.container.querySelectorAll<HTMLButtonElement>("h2 > button")];
    expect(buttons.map((b) => b.querySelector(".team-group__name")?.textContent)).toEqual(["Management", "Ensemble"]);
    expect(buttons.map((b) => b.getAttribute("aria-expanded"))).toEqual(["true", "false"]);
    for (const button of buttons) {
      const panel = view.container.querySelector(`[id="${button.getAttribute("aria-controls")}"]`);
      expect(panel?.tagName).toBe("SECTION");
      expect(panel?.getAttribute("aria-labelledby")).toBe(button.id);
      expect(panel?.hasAttribute("hidden")).toBe(button.getAttribute("aria-expanded") === "false");
    }
    expect(buttons[1]?.textContent).toContain("2 members");
  });

  it("toggles a group's region with its button", async () => {
    const view = await renderTeam(groups);
    cleanup = view.cleanup;
    const ensemble = view.container.querySelectorAll<HTMLButtonElement>("h2 > button")[1];
    const panel = () => view.container.querySelector(`[id="${ensemble?.getAttribute("aria-controls")}"]`);
    expect(panel()?.hasAttribute("hidden")).toBe(true);
    await act(async () => ensemble?.click());
    expect(ensemble?.getAttribute("aria-expanded")).toBe("true");
    expect(panel()?.hasAttribute("hidden")).toBe(false);
    await act(async () => ensemble?.click());
    expect(ensemble?.getAttribute("aria-expanded")).toBe("false");
    expect(panel()?.hasAttribute("hidden")).toBe(true);
  });

  it("shows each member with avatar, linked name, position and contact", async () => {
    const view = await renderTeam(groups);
    cleanup = view.cleanup;
    const [first, second] = [...view.container.querySelectorAll(".team-member")];
    expect(first?.querySelector("h3 a")?.getAttribute("href")).toBe("/en/team/person-1/1");
    expect(first?.querySelector(".team-member__position")?.textContent).toBe("Artistic Director");
    const img = first?.querySelector("img");
    expect(img?.getAttribute("alt")).toBe("");
    expect(img?.getAttribute("loading")).toBe("lazy");
    expect(first?.querySelector('a[href="mailto:henrike@example.org"]')).not.toBeNull();
    expect(first?.querySelector('a[href="tel:+499571123440"]')).not.toBeNull();
    // No portrait: the initials keep the card's shape.
    expect(second?.querySelector(".team-member__initials")?.textContent).toBe("MS");
    expect(second?.querySelector("dl")).toBeNull();
  });

  it("says so when there is nobody to show", async () => {
    const view = await renderTeam([{ id: 3, name: "Empty group", members: [] }]);
    cleanup = view.cleanup;
    expect(view.container.querySelector("button")).toBeNull();
    expect(view.container.textContent).toContain("There are no team members to show yet.");
  });
});

describe("initialsOf", () => {
  it("takes the first letters of first and last name, else of the name's words", () => {
    expect(initialsOf({ first_name: "élif", last_name: "Şahin", name: "" })).toBe("ÉŞ");
    expect(initialsOf({ first_name: "", last_name: "", name: "Raphael Sommer Jr" })).toBe("RS");
  });
});
