// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { renderInRouter } from "../../components/ui/test-render";
import { setGrantedCategories } from "../../lib/consent";
import { ConsentEmbed } from "./ConsentEmbed";

describe("ConsentEmbed", () => {
  let cleanup = () => {};
  afterEach(() => {
    cleanup();
    act(() => setGrantedCategories([]));
  });

  const embed = (
    <ConsentEmbed
      kind="video"
      provider="Vimeo"
      title="Rehearsal"
      src="https://player.vimeo.com/video/1?dnt=1"
      preview="images/rehearsal"
    />
  );

  it("shows the notice and the consent button, but no frame, without media consent", async () => {
    act(() => setGrantedCategories(["tracking", "marketing"]));
    const view = await renderInRouter(embed, { path: "/de/medien" });
    cleanup = view.cleanup;
    expect(view.container.querySelector("iframe")).toBeNull();
    const button = view.container.querySelector("button");
    expect(button?.textContent).toBe("Akzeptieren und laden: Rehearsal");
    const notice = document.getElementById(button?.getAttribute("aria-describedby") ?? "");
    expect(notice?.textContent).toContain("Dieser Inhalt wird von Vimeo bereitgestellt");
  });

  it("frames the player after the visitor's click, with title, lazy loading and sandbox, and focuses it", async () => {
    const view = await renderInRouter(embed);
    cleanup = view.cleanup;
    await act(async () => view.container.querySelector("button")?.click());
    const frame = view.container.querySelector("iframe");
    expect(frame?.getAttribute("src")).toBe("https://player.vimeo.com/video/1?dnt=1");
    expect(frame?.getAttribute("title")).toBe("Rehearsal");
    expect(frame?.getAttribute("loading")).toBe("lazy");
    expect(frame?.getAttribute("sandbox")).not.toContain("allow-top-navigation");
    expect(document.activeElement).toBe(frame);
  });

  it("names the provider when the embed has no title of its own", async () => {
    act(() => setGrantedCategories(["media"]));
    const view = await renderInRouter(
      <ConsentEmbed kind="audio" provider="SoundCloud" title={null} src="https://w.soundcloud.com/player/?x" />,
    );
    cleanup = view.cleanup;
    expect(view.container.querySelector("iframe")?.getAttribute("title")).toBe("Content from SoundCloud");
  });

  it("frames the player at once when media consent was given before", async () => {
    act(() => setGrantedCategories(["media"]));
    const view = await renderInRouter(embed);
    cleanup = view.cleanup;
    expect(view.container.querySelector("iframe")).not.toBeNull();
    expect(view.container.querySelector(".embed--placeholder")).toBeNull();
  });
});
