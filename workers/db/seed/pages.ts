// Demo page tree: every page with its module tree per language. Together the pages use every
// module type of MODULE_MODELS at least once (test/integration/modules.test.ts checks this).
// Pure data.

import type { ModuleModel } from "../../../src/modules/models";
import type { Bi, Theme } from "./catalog";
import { bi } from "./catalog";

export type ImageShape = "landscape" | "portrait" | "logo";

export interface ModuleNode {
  model: ModuleModel;
  /** the module's SPEC §3 fields, except the visibility window */
  data: Record<string, unknown>;
  children?: ModuleNode[];
  /** column of the parent section this module sits in */
  column?: number;
  /** visibility window (page_modules.online_from/online_to) */
  onlineFrom?: string;
  onlineTo?: string;
}

/** What a module tree may use: the language and helpers bound to it. */
export interface ModuleContext {
  lang: "de" | "en";
  /** picks the text of the current language */
  t(de: string, en: string): string;
  /** a site path of the current language, e.g. url('/programm', '/events') → '/de/programm' */
  url(de: string, en?: string): string;
  /** registers a generated image and returns its R2 base key */
  img(name: string, theme: Theme, shape?: ImageShape): string;
  /** ISO timestamp `days` days from the seed's now */
  at(days: number): string;
}

type Background = "cc01" | "cc02" | "cc03";

export interface PageDef {
  key: string;
  parent?: string;
  path: Bi;
  title: Bi;
  headline?: Bi;
  metaDescription: Bi;
  contentType: "home" | "page" | "legal" | "division" | "landing";
  theme: Theme;
  background?: Background | null;
  online?: boolean;
  clickable?: boolean;
  inMenu?: boolean;
  inFooter?: boolean;
  landing?: boolean;
  ogImage?: [name: string, theme: Theme];
  modules(ctx: ModuleContext): ModuleNode[];
}

const m = (model: ModuleModel, data: Record<string, unknown>, children?: ModuleNode[]): ModuleNode =>
  children ? { model, data, children } : { model, data };

const inColumn = (column: number, node: ModuleNode): ModuleNode => ({ ...node, column });

const headline = (level: number, content: string, preline = "", subline = "", anchor = ""): ModuleNode =>
  m("headline", { headline_level: level, preline, content, subline, anchor });

const text = (content: string, anchor = "", decreaseDistance = false): ModuleNode =>
  m("text", { content, anchor, decrease_distance: decreaseDistance });

const link = (linkText: string, linkUrl: string, extraClass = "", sticky = false, anchor = ""): ModuleNode =>
  m("link", { link_text: linkText, link_url: linkUrl, link: null, extra_class: extraClass, anchor, sticky });

const section = (layout: string, columns: string[], children: ModuleNode[], extraClass = ""): ModuleNode =>
  m(
    "section",
    { extra_class: extraClass, image: null, layout, columns: columns.map((classes, index) => ({ index, classes })) },
    children,
  );

const teaserItem = (
  c: ModuleContext,
  image: string,
  linkUrl: string,
  linkText: string,
  preline: string,
  headlineText: string,
  subline: string,
  body: string,
): ModuleNode => ({
  ...m("teaser_item", {
    image,
    link: linkUrl,
    link_text: linkText,
    preline,
    headline: headlineText,
    subline,
    text: body,
  }),
  onlineFrom: c.at(-60),
});

const faqItem = (question: string, answer: string): ModuleNode =>
  m("faq_item", { headline: question, content: answer });

const divisionPage = (
  key: string,
  theme: Theme,
  background: Background | null,
  path: Bi,
  title: Bi,
  claim: Bi,
  intro: Bi,
  eventList: { tag: number | null; filters: "" | "next_3_days" | "weekend" },
  production: { key: string; title: Bi; path: Bi },
): PageDef => ({
  key,
  path,
  title,
  headline: claim,
  metaDescription: intro,
  contentType: "division",
  theme,
  background,
  inMenu: true,
  ogImage: [`division-${theme}`, theme],
  modules: (c) => [
    {
      ...m("hero_media", {
        headline: c.t(title.de, title.en),
        text: c.t(claim.de, claim.en),
        button_text: c.t("Zum Programm", "See the programme"),
        button_link: null,
        button_link_url: c.url("/programm", "/events"),
        image: c.img(`division-${theme}`, theme),
        video: null,
        sticky: false,
      }),
      onlineFrom: c.at(-90),
    },
    text(`<p>${c.t(intro.de, intro.en)}</p>`),
    headline(2, c.t("Demnächst", "Coming up"), "", "", c.t("termine", "dates")),
    m("event_list", { date_from: null, date_to: null, tag: eventList.tag, filters: eventList.filters }),
    m("full_teaser", {
      image: c.img(`production-${production.key}`, theme),
      link: c.url(production.path.de, production.path.en),
      link_text: c.t("Mehr erfahren", "Find out more"),
      preline: c.t("Produktion", "Production"),
      headline: c.t(production.title.de, production.title.en),
      subline: "",
      text: c.t("Alle Termine und Karten auf einen Blick.", "All dates and tickets at a glance."),
      extra_class: "default",
    }),
    link(c.t("Alle Veranstaltungen", "All events"), c.url("/programm", "/events"), "button"),
  ],
});

const legalText = (c: ModuleContext, kind: "agb" | "datenschutz" | "impressum"): string => {
  switch (kind) {
    case "impressum":
      return c.t(
        "<p><strong>Kulturwerk Wendelstadt gGmbH</strong><br>Schlossplatz 1<br>96450 Wendelstadt</p><p>Geschäftsführung: Henrike Wälder, Jonas Krüger<br>Registergericht: Amtsgericht Wendelstadt, HRB 4711<br>USt-IdNr.: DE 123 456 789</p><p>Telefon: +49 9571 1234-0<br>E-Mail: info@kulturwerk.example</p><p>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV: Henrike Wälder, Anschrift wie oben.</p>",
        "<p><strong>Kulturwerk Wendelstadt gGmbH</strong><br>Schlossplatz 1<br>96450 Wendelstadt, Germany</p><p>Managing directors: Henrike Wälder, Jonas Krüger<br>Register court: Wendelstadt local court, HRB 4711<br>VAT ID: DE 123 456 789</p><p>Phone: +49 9571 1234-0<br>E-mail: info@kulturwerk.example</p><p>Responsible for content: Henrike Wälder, address as above.</p>",
      );
    case "datenschutz":
      return c.t(
        "<p>Wir verarbeiten personenbezogene Daten nur, soweit dies für den Betrieb dieser Website, den Kartenverkauf und die Beantwortung Ihrer Anfragen erforderlich ist.</p><p><strong>Cookies.</strong> Technisch notwendige Cookies setzen wir ohne Einwilligung. Statistik- und Medien-Cookies setzen wir nur, wenn Sie im Cookie-Dialog zustimmen; Ihre Auswahl können Sie jederzeit über den Link „Cookie-Einstellungen“ im Fußbereich ändern.</p><p><strong>Ihre Rechte.</strong> Sie haben das Recht auf Auskunft, Berichtigung, Löschung und Einschränkung der Verarbeitung sowie auf Beschwerde bei einer Aufsichtsbehörde.</p>",
        "<p>We process personal data only as far as needed to run this website, sell tickets and answer your enquiries.</p><p><strong>Cookies.</strong> We set technically necessary cookies without consent. Statistics and media cookies are only set if you agree in the cookie dialog; you can change your choice at any time via the “Cookie settings” link in the footer.</p><p><strong>Your rights.</strong> You have the right of access, rectification, erasure and restriction of processing, and the right to lodge a complaint with a supervisory authority.</p>",
      );
    case "agb":
      return c.t(
        "<p><strong>§ 1 Geltungsbereich.</strong> Diese Bedingungen gelten für den Erwerb von Eintrittskarten für Veranstaltungen des Kulturwerks.</p><p><strong>§ 2 Reservierung.</strong> Karten im Warenkorb sind 15 Minuten für Sie reserviert.</p><p><strong>§ 3 Umtausch und Rückgabe.</strong> Gekaufte Karten sind vom Umtausch ausgeschlossen. Fällt eine Veranstaltung aus, erstatten wir den Kartenpreis.</p><ol><li>Ermäßigungen gelten nur gegen Nachweis.</li><li>Bei Open-Air-Veranstaltungen entscheidet die Spielleitung über Wetterabbrüche.</li></ol>",
        "<p><strong>§ 1 Scope.</strong> These terms apply to the purchase of tickets for Kulturwerk events.</p><p><strong>§ 2 Reservation.</strong> Tickets in the cart are reserved for you for 15 minutes.</p><p><strong>§ 3 Exchanges and returns.</strong> Tickets cannot be exchanged. If an event is cancelled, we refund the ticket price.</p><ol><li>Discounts apply only with proof of eligibility.</li><li>For open-air events the stage management decides on weather cancellations.</li></ol>",
      );
  }
};

const legalPage = (key: "agb" | "datenschutz" | "impressum", title: Bi): PageDef => ({
  key,
  path: bi(`/${key}`),
  title,
  metaDescription: title,
  contentType: "legal",
  theme: "wkm",
  inFooter: true,
  modules: (c) => [headline(2, c.t(title.de, title.en)), text(legalText(c, key))],
});

export const PAGES: PageDef[] = [
  {
    key: "home",
    path: bi("/"),
    title: bi("Startseite", "Home"),
    headline: bi("Kultur für Wendelstadt", "Culture for Wendelstadt"),
    metaDescription: bi(
      "Theater, Musik, Tanz und Ausstellungen in Wendelstadt: das Programm des Kulturwerks mit Sommerspielen, Barocktagen, Tischlerei und Live-Blick.",
      "Theatre, music, dance and exhibitions in Wendelstadt: the Kulturwerk programme with the Summer Games, Baroque Days, the Joinery and Live View.",
    ),
    contentType: "home",
    theme: "wkm",
    ogImage: ["home-hero", "wkm"],
    modules: (c) => [
      {
        ...m("hero_media", {
          headline: c.t("Bühne frei für den Sommer", "Curtain up for the summer"),
          text: c.t(
            "Shakespeare im Steinbruch, Gluck im Barocktheater und Märchen aus der Tischlerei.",
            "Shakespeare in the quarry, Gluck in the Baroque Theatre and fairy tales from the Joinery.",
          ),
          button_text: c.t("Programm und Karten", "Programme and tickets"),
          button_link: null,
          button_link_url: c.url("/programm", "/events"),
          image: c.img("home-hero", "wkm"),
          video: null,
          sticky: false,
        }),
        onlineFrom: c.at(-30),
      },
      m("slider", { extra_class: "home-slider", anchor: "" }, [
        teaserItem(
          c,
          c.img("production-sommernachtstraum", "so"),
          c.url("/produktionen", "/productions"),
          c.t("Zur Produktion", "View production"),
          c.t("Sommerspiele", "Summer Games"),
          c.t("Ein Sommernachtstraum", "A Midsummer Night’s Dream"),
          c.t("Komödie von William Shakespeare", "Comedy by William Shakespeare"),
          c.t("Unter freiem Himmel am Mühlberg.", "Under the open sky at Mühlberg."),
        ),
        teaserItem(
          c,
          c.img("production-orfeo", "ba"),
          c.url("/produktionen", "/productions"),
          c.t("Zur Produktion", "View production"),
          c.t("Barocktage", "Baroque Days"),
          "Orfeo ed Euridice",
          c.t("Oper von Christoph Willibald Gluck", "Opera by Christoph Willibald Gluck"),
          c.t("Auf Originalinstrumenten im Barocktheater.", "On period instruments in the Baroque Theatre."),
        ),
        teaserItem(
          c,
          c.img("production-maerchen-vom-glueck", "ti"),
          c.url("/produktionen", "/productions"),
          c.t("Zur Produktion", "View production"),
          c.t("Tischlerei", "The Joinery"),
          c.t("Das Märchen vom Glück", "The Fairy Tale of Fortune"),
          c.t("Figurentheater für alle ab 6", "Puppet theatre for everyone aged 6 and up"),
          c.t("Figuren aus Lindenholz, live geschnitzt.", "Limewood puppets, carved live."),
        ),
      ]),
      headline(
        2,
        c.t("Demnächst im Kulturwerk", "Coming up at the Kulturwerk"),
        c.t("Programm", "Programme"),
        "",
        "programm",
      ),
      m("event_list", { date_from: null, date_to: null, tag: null, filters: "next_3_days" }),
      m("teaser_list", { extra_class: "divisions" }, [
        teaserItem(
          c,
          c.img("division-so", "so"),
          c.url("/sommerspiele", "/summer-games"),
          c.t("Zu den Sommerspielen", "To the Summer Games"),
          c.t("Sparte", "Division"),
          c.t("Sommerspiele", "Summer Games"),
          "",
          c.t("Theater unter freiem Himmel.", "Theatre under the open sky."),
        ),
        teaserItem(
          c,
          c.img("division-ba", "ba"),
          c.url("/barocktage", "/baroque-days"),
          c.t("Zu den Barocktagen", "To the Baroque Days"),
          c.t("Sparte", "Division"),
          c.t("Barocktage", "Baroque Days"),
          "",
          c.t("Alte Musik im Hoftheater.", "Early music in the court theatre."),
        ),
        teaserItem(
          c,
          c.img("division-ti", "ti"),
          c.url("/tischlerei", "/joinery"),
          c.t("Zur Tischlerei", "To the Joinery"),
          c.t("Sparte", "Division"),
          c.t("Tischlerei – Kulturwerkstatt", "The Joinery – Cultural Workshop"),
          "",
          c.t("Figurentheater, Tanz und offene Werkstatt.", "Puppetry, dance and open workshop."),
        ),
        teaserItem(
          c,
          c.img("division-wa", "wa"),
          c.url("/live-blick", "/live-view"),
          c.t("Zum Live-Blick", "To Live View"),
          c.t("Sparte", "Division"),
          c.t("Live-Blick", "Live View"),
          "",
          c.t("Konzerte und Filme am Fluss.", "Concerts and films by the river."),
        ),
      ]),
      m("highlight_teasers", { categories: [1, 2] }),
      headline(2, c.t("Aus dem Magazin", "From the magazine"), "", "", "magazin"),
      m("blog_teaser_list", { items: 4, main_teaser: 3 }),
      m("full_teaser", {
        image: c.img("production-gruenderzeit", "wkm"),
        link: c.url("/produktionen", "/productions"),
        link_text: c.t("Zur Ausstellung", "To the exhibition"),
        preline: c.t("Ausstellung", "Exhibition"),
        headline: c.t("Gründerzeit – Eine Stadt erfindet sich", "Gründerzeit – A Town Reinvents Itself"),
        subline: c.t("In der Gründerzeitvilla", "At the Gründerzeit Villa"),
        text: c.t(
          "Fotografien, Möbel und Fundstücke erzählen, wie Fabriken und Villen Wendelstadt verwandelten.",
          "Photographs, furniture and finds tell how factories and villas transformed Wendelstadt.",
        ),
        extra_class: "default",
      }),
      m("logo_list", { extra_class: "divisions" }, [
        m("logo_item", {
          image: c.img("logo-so", "so", "logo"),
          description: c.t("Sommerspiele", "Summer Games"),
          link: c.url("/sommerspiele", "/summer-games"),
        }),
        m("logo_item", {
          image: c.img("logo-ba", "ba", "logo"),
          description: c.t("Barocktage", "Baroque Days"),
          link: c.url("/barocktage", "/baroque-days"),
        }),
        m("logo_item", {
          image: c.img("logo-ti", "ti", "logo"),
          description: c.t("Tischlerei", "The Joinery"),
          link: c.url("/tischlerei", "/joinery"),
        }),
        m("logo_item", {
          image: c.img("logo-wa", "wa", "logo"),
          description: c.t("Live-Blick", "Live View"),
          link: c.url("/live-blick", "/live-view"),
        }),
      ]),
    ],
  },
  {
    key: "about",
    path: bi("/ueber-uns", "/about-us"),
    title: bi("Über uns", "About us"),
    headline: bi("Ein Haus, vier Sparten", "One house, four divisions"),
    metaDescription: bi(
      "Das Kulturwerk Wendelstadt: Geschichte, Auftrag und Menschen hinter Sommerspielen, Barocktagen, Tischlerei und Live-Blick.",
      "Kulturwerk Wendelstadt: the history, mission and people behind the Summer Games, Baroque Days, the Joinery and Live View.",
    ),
    contentType: "page",
    theme: "wkm",
    background: "cc01",
    inMenu: true,
    ogImage: ["about-house", "wkm"],
    modules: (c) => [
      headline(2, c.t("Ein Haus, vier Sparten", "One house, four divisions"), c.t("Über uns", "About us"), "", "start"),
      m("anchor_list", { sticky: true }, [
        link(c.t("Auftrag", "Mission"), "#auftrag"),
        link(c.t("Das Haus", "The house"), "#haus"),
        link(c.t("Bilder", "Pictures"), "#bilder"),
      ]),
      text(
        c.t(
          "<p>Das Kulturwerk Wendelstadt ist ein Mehrspartenhaus in öffentlicher Trägerschaft. Wir spielen das ganze Jahr – im Sommer unter freiem Himmel, im Winter in der Stadt.</p><p>Unser Auftrag: <strong>Kultur für alle</strong>, mit fairen Preisen, barrierefreien Angeboten und einer Werkstatt, die jedem offensteht.</p>",
          "<p>Kulturwerk Wendelstadt is a publicly funded multi-disciplinary arts centre. We play all year round – outdoors in the summer, in town in the winter.</p><p>Our mission: <strong>culture for everyone</strong>, with fair prices, accessible formats and a workshop that is open to all.</p>",
        ),
        "auftrag",
      ),
      section(
        "67-33",
        ["", "align-center"],
        [
          inColumn(
            0,
            text(
              c.t(
                "<p>Das ehemalige Kornhaus am Schlossplatz wurde 1998 zum Kulturzentrum umgebaut. Heute arbeiten hier 140 Menschen in Kunst, Technik und Verwaltung.</p>",
                "<p>The former granary on Schlossplatz was converted into an arts centre in 1998. Today 140 people work here in the arts, technical departments and administration.</p>",
              ),
              "haus",
            ),
          ),
          inColumn(
            1,
            m("image", {
              image: c.img("about-house", "wkm"),
              format: "standard",
              description: c.t("Das Kulturwerk am Schlossplatz", "The Kulturwerk on Schlossplatz"),
              link: null,
            }),
          ),
        ],
      ),
      m("two_columns", {
        extra_class: "image-text",
        image: c.img("about-workshop", "ti"),
        description: c.t("Eine Werkbank mit Hobeln und Holzspänen", "A workbench with planes and wood shavings"),
        text: c.t(
          "<p>In unseren Werkstätten entstehen Bühnenbilder, Kostüme und Figuren – und in der offenen Werkstatt auch Hocker, Vogelhäuser und Ideen.</p>",
          "<p>Our workshops produce sets, costumes and puppets – and, in the open workshop, stools, birdhouses and ideas.</p>",
        ),
      }),
      m("quote", {
        content: c.t(
          "Ein Theater ist erst dann fertig, wenn das Publikum im Saal sitzt.",
          "A theatre is only finished once the audience is in the room.",
        ),
        author: "Henrike Wälder",
        anchor: "",
      }),
      m("image_list", { format: "standard", anchor: "bilder" }, [
        m("image_list_item", { image: c.img("gallery-foyer", "wkm"), description: c.t("Das Foyer", "The foyer") }),
        m("image_list_item", {
          image: c.img("gallery-quarry", "so"),
          description: c.t("Der Steinbruch am Mühlberg", "The quarry at Mühlberg"),
        }),
        m("image_list_item", {
          image: c.img("gallery-mirrors", "ba"),
          description: c.t("Der Spiegelsaal", "The Hall of Mirrors"),
        }),
      ]),
    ],
  },
  {
    key: "history",
    parent: "about",
    path: bi("/ueber-uns/geschichte", "/about-us/history"),
    title: bi("Geschichte", "History"),
    headline: bi("Vom Kornhaus zum Kulturwerk", "From granary to Kulturwerk"),
    metaDescription: bi(
      "Die Geschichte des Kulturwerks von der Gründerzeit bis heute.",
      "The history of the Kulturwerk from the Gründerzeit to today.",
    ),
    contentType: "page",
    theme: "wkm",
    inMenu: true,
    modules: (c) => [
      headline(
        2,
        c.t("Vom Kornhaus zum Kulturwerk", "From granary to Kulturwerk"),
        c.t("Geschichte", "History"),
        "",
        "geschichte",
      ),
      text(
        c.t(
          "<p>In der Gründerzeit ließ der Textilfabrikant August Lindner am Stadtrand eine Villa bauen; das Kornhaus am Schlossplatz diente da schon hundert Jahre als Lager. Erst 1998 kaufte die Stadt beide Gebäude und gründete das Kulturwerk.</p>",
          "<p>During the Gründerzeit the textile manufacturer August Lindner built a villa on the edge of town; the granary on Schlossplatz had already served as a store for a hundred years. The town bought both buildings only in 1998 and founded the Kulturwerk.</p>",
        ),
      ),
      m("image_alias", {
        image: c.img("history-villa", "wkm"),
        alias: "horizontal",
        description: c.t("Die Gründerzeitvilla um 1900", "The Gründerzeit Villa around 1900"),
        link: null,
        open_new_window: false,
      }),
      m("two_columns", {
        extra_class: "text-image",
        image: c.img("history-granary", "wkm", "portrait"),
        description: c.t("Eichenbalken unter dem Dach des Kornhauses", "Oak beams under the granary roof"),
        text: c.t(
          "<p>1998 wurde das Kornhaus entkernt. Die alten Eichenbalken tragen heute die Decke des Großen Saals.</p>",
          "<p>In 1998 the granary was gutted. Its old oak beams now carry the ceiling of the main hall.</p>",
        ),
      }),
      m("image_alias", {
        image: c.img("history-granary", "wkm", "portrait"),
        alias: "vertical",
        description: c.t("Das Kornhaus vor dem Umbau", "The granary before the conversion"),
        link: c.url("/ueber-uns", "/about-us"),
        open_new_window: false,
      }),
      m("quote", {
        content: c.t(
          "Wir haben die Balken behalten, weil sie Geschichten erzählen.",
          "We kept the beams because they tell stories.",
        ),
        author: "Paul Zimmermann",
        anchor: "zitat",
      }),
    ],
  },
  {
    key: "visit",
    path: bi("/besuch", "/visit"),
    title: bi("Ihr Besuch", "Plan your visit"),
    headline: bi("Öffnungszeiten, Anfahrt und Spielorte", "Opening hours, directions and venues"),
    metaDescription: bi(
      "Öffnungszeiten, Anfahrt, Spielorte und häufige Fragen für Ihren Besuch im Kulturwerk.",
      "Opening hours, directions, venues and frequently asked questions for your visit.",
    ),
    contentType: "page",
    theme: "wkm",
    inMenu: true,
    modules: (c) => [
      headline(2, c.t("Öffnungszeiten", "Opening hours"), c.t("Ihr Besuch", "Plan your visit"), "", "oeffnungszeiten"),
      text(
        c.t(
          "<p>Kartenservice im Foyer: Dienstag bis Freitag 10–18 Uhr, Samstag 10–13 und 14–20 Uhr, Sonntag 11–17 Uhr. Die Abendkasse öffnet eine Stunde vor Vorstellungsbeginn.</p>",
          "<p>Box office in the foyer: Tuesday to Friday 10 am–6 pm, Saturday 10 am–1 pm and 2–8 pm, Sunday 11 am–5 pm. The evening box office opens one hour before the performance.</p>",
        ),
      ),
      section(
        "50-50",
        ["", ""],
        [
          inColumn(0, headline(3, c.t("Mit Bus und Bahn", "By public transport"))),
          inColumn(
            0,
            text(
              c.t(
                "<p>Vom Bahnhof mit den Linien 2 und 5 bis „Schlossplatz“. Ihre Eintrittskarte gilt als Fahrschein.</p>",
                "<p>From the station take lines 2 or 5 to “Schlossplatz”. Your ticket is valid for the journey.</p>",
              ),
            ),
          ),
          inColumn(1, headline(3, c.t("Mit dem Auto", "By car"))),
          inColumn(
            1,
            text(
              c.t(
                "<p>Parkhaus Schlossgarten, 5 Gehminuten. Nach 18 Uhr kostet das Abendticket 3 €.</p>",
                "<p>Schlossgarten car park, a 5-minute walk. After 6 pm the evening rate is €3.</p>",
              ),
            ),
          ),
        ],
      ),
      headline(2, c.t("Unsere Spielorte", "Our venues"), "", "", "spielorte"),
      m("venue", { venue: 1 }),
      m("venue_list", {}, [m("venue", { venue: 2 }), m("venue", { venue: 3 }), m("venue", { venue: 6 })]),
      m("html", {
        html_code:
          '<table class="prices"><caption>Parken</caption><tr><th>Tag</th><td>1,50 € / Stunde</td></tr><tr><th>Abend</th><td>3 €</td></tr></table>',
      }),
      headline(2, c.t("Häufige Fragen", "Frequently asked questions"), "", "", "faq"),
      m("faq", {}, [
        faqItem(
          c.t("Gibt es eine Garderobe?", "Is there a cloakroom?"),
          c.t(
            "<p>Ja, die Garderobe im Foyer ist kostenlos.</p>",
            "<p>Yes, the cloakroom in the foyer is free of charge.</p>",
          ),
        ),
        faqItem(
          c.t("Was passiert bei Regen?", "What happens if it rains?"),
          c.t(
            "<p>Open-Air-Vorstellungen finden bei leichtem Regen statt. Bei Abbruch vor der Pause erstatten wir den Kartenpreis.</p>",
            "<p>Open-air performances go ahead in light rain. If a performance is stopped before the interval, we refund the ticket price.</p>",
          ),
        ),
        faqItem(
          c.t("Darf ich fotografieren?", "May I take photos?"),
          c.t("<p>Während der Vorstellung bitte nicht.</p>", "<p>Not during the performance, please.</p>"),
        ),
        faqItem(
          c.t("Gibt es Ermäßigungen?", "Are there discounts?"),
          c.t(
            "<p>Schüler:innen, Studierende und Menschen mit Behinderung zahlen den ermäßigten Preis.</p>",
            "<p>School pupils, students and people with disabilities pay the reduced price.</p>",
          ),
        ),
      ]),
      link(c.t("Karten kaufen", "Buy tickets"), "/webshop", "button", true),
    ],
  },
  {
    // Shadowed by the programme route; lends the events page its headline and meta (SPEC §7).
    key: "programme",
    path: bi("/programm", "/events"),
    title: bi("Programm", "Programme"),
    headline: bi("Programm und Karten", "Programme and tickets"),
    metaDescription: bi(
      "Alle Vorstellungen, Konzerte und Ausstellungen mit Karten.",
      "All performances, concerts and exhibitions with tickets.",
    ),
    contentType: "page",
    theme: "wkm",
    modules: () => [],
  },
  {
    key: "service",
    path: bi("/service"),
    title: bi("Service"),
    metaDescription: bi("Kontakt und Barrierefreiheit", "Contact and accessibility"),
    contentType: "page",
    theme: "wkm",
    clickable: false,
    inMenu: true,
    modules: () => [headline(2, "Service")],
  },
  {
    key: "contact",
    parent: "service",
    path: bi("/service/kontakt", "/service/contact"),
    title: bi("Kontakt", "Contact"),
    metaDescription: bi("Schreiben Sie uns.", "Get in touch."),
    contentType: "page",
    theme: "wkm",
    inMenu: true,
    inFooter: true,
    modules: (c) => [
      headline(2, c.t("Schreiben Sie uns", "Get in touch")),
      text(
        c.t(
          "<p>Fragen zu Karten, Gruppenbuchungen oder Barrierefreiheit? Wir antworten innerhalb von zwei Werktagen.</p>",
          "<p>Questions about tickets, group bookings or accessibility? We reply within two working days.</p>",
        ),
      ),
      m("form", { form: 1, hubspot_id: null }),
    ],
  },
  {
    key: "accessibility",
    parent: "service",
    path: bi("/service/barrierefreiheit", "/service/accessibility"),
    title: bi("Barrierefreiheit", "Accessibility"),
    metaDescription: bi("Barrierefreie Angebote im Kulturwerk.", "Accessible services at the Kulturwerk."),
    contentType: "page",
    theme: "wkm",
    inMenu: true,
    modules: (c) => [
      headline(2, c.t("Barrierefrei ins Kulturwerk", "Accessible visits")),
      text(
        c.t(
          "<ul><li>Stufenlose Zugänge in allen Häusern außer dem Barocktheater (Rampe auf Anfrage)</li><li>Induktionsschleife im Großen Saal</li><li>Audiodeskription bei ausgewählten Vorstellungen</li></ul>",
          "<ul><li>Step-free access in all venues except the Baroque Theatre (ramp on request)</li><li>Hearing loop in the main hall</li><li>Audio description at selected performances</li></ul>",
        ),
      ),
      m("faq", {}, [
        faqItem(
          c.t("Wie buche ich einen Rollstuhlplatz?", "How do I book a wheelchair space?"),
          c.t("<p>Telefonisch beim Kartenservice.</p>", "<p>By phone with the box office.</p>"),
        ),
      ]),
    ],
  },
  divisionPage(
    "division-so",
    "so",
    "cc01",
    bi("/sommerspiele", "/summer-games"),
    bi("Sommerspiele", "Summer Games"),
    bi("Theater unter freiem Himmel", "Theatre under the open sky"),
    bi(
      "Seit 1952 spielen die Sommerspiele im Steinbruch am Mühlberg: Klassiker, Komödien und Familienstücke für bis zu 800 Menschen pro Abend.",
      "Since 1952 the Summer Games have played in the quarry at Mühlberg: classics, comedies and family shows for up to 800 people a night.",
    ),
    { tag: 5, filters: "" },
    {
      key: "sommernachtstraum",
      title: bi("Ein Sommernachtstraum", "A Midsummer Night’s Dream"),
      path: bi("/produktionen", "/productions"),
    },
  ),
  divisionPage(
    "division-ba",
    "ba",
    "cc02",
    bi("/barocktage", "/baroque-days"),
    bi("Barocktage", "Baroque Days"),
    bi("Alte Musik im Hoftheater", "Early music in the court theatre"),
    bi(
      "Im Barocktheater und im Spiegelsaal erklingt Musik des 17. und 18. Jahrhunderts auf Originalinstrumenten – Opern, Kammermusik und Matineen.",
      "In the Baroque Theatre and the Hall of Mirrors, music of the 17th and 18th centuries is played on period instruments – operas, chamber music and matinees.",
    ),
    { tag: null, filters: "" },
    { key: "orfeo", title: bi("Orfeo ed Euridice"), path: bi("/produktionen", "/productions") },
  ),
  divisionPage(
    "division-ti",
    "ti",
    "cc03",
    bi("/tischlerei", "/joinery"),
    bi("Tischlerei – Kulturwerkstatt", "The Joinery – Cultural Workshop"),
    bi("Figurentheater, Tanz und offene Werkstatt", "Puppetry, dance and open workshop"),
    bi(
      "In der ehemaligen Möbeltischlerei entstehen Figuren, Bühnenbilder und Tanzstücke – und jeden Samstag dürfen alle selbst an die Hobelbank.",
      "In the former furniture workshop, puppets, sets and dance pieces are made – and every Saturday everyone can try the workbench themselves.",
    ),
    { tag: 4, filters: "" },
    {
      key: "maerchen-vom-glueck",
      title: bi("Das Märchen vom Glück", "The Fairy Tale of Fortune"),
      path: bi("/produktionen", "/productions"),
    },
  ),
  divisionPage(
    "division-wa",
    "wa",
    null,
    bi("/live-blick", "/live-view"),
    bi("Live-Blick", "Live View"),
    bi("Konzerte, Lesungen und Filme am Fluss", "Concerts, readings and films by the river"),
    bi(
      "Im gläsernen Pavillon an der Uferpromenade treffen Filmarchiv, Literatur und Livemusik aufeinander.",
      "In the glass pavilion on the river promenade, film archives, literature and live music meet.",
    ),
    { tag: null, filters: "weekend" },
    {
      key: "stadtansichten",
      title: bi("Stadtansichten live", "City Views Live"),
      path: bi("/produktionen", "/productions"),
    },
  ),
  {
    key: "media",
    path: bi("/medien", "/media"),
    title: bi("Medien", "Media"),
    headline: bi("Hören, sehen, blättern", "Listen, watch, browse"),
    metaDescription: bi(
      "Videos, Audios und Programmhefte des Kulturwerks.",
      "Videos, audio and programmes from the Kulturwerk.",
    ),
    contentType: "page",
    theme: "wa",
    inMenu: true,
    modules: (c) => [
      headline(2, c.t("Hören, sehen, blättern", "Listen, watch, browse"), c.t("Medien", "Media")),
      m("video", {
        video_url: "https://www.youtube.com/watch?v=kw2026trail",
        image: c.img("video-trailer", "so"),
        title: c.t("Trailer: Ein Sommernachtstraum", "Trailer: A Midsummer Night’s Dream"),
        length: "02:14",
        anchor: "trailer",
      }),
      m("self_hosted_video", {
        file: "media/videos/werkstatt-einblick.webm",
        image: c.img("video-workshop", "ti"),
        title: c.t("Ein Tag in der Tischlerei", "A day at the Joinery"),
      }),
      m("video_list", { extra_class: "" }, [
        m("video_item", {
          video_url: "https://vimeo.com/824519377",
          title: c.t("Probenbesuch: Orfeo ed Euridice", "Rehearsal visit: Orfeo ed Euridice"),
          content: c.t("<p>Elif Şahin probt die große Arie.</p>", "<p>Elif Şahin rehearses the great aria.</p>"),
          image: c.img("video-orfeo", "ba"),
        }),
        m("video_item", {
          video_url: "https://youtu.be/kw2026stadt",
          title: c.t("Stadtansichten: Das Filmarchiv", "City Views: the film archive"),
          content: c.t(
            "<p>Schätze aus hundert Jahren Lokalfilm.</p>",
            "<p>Treasures from a hundred years of local film.</p>",
          ),
          image: c.img("video-archive", "wa"),
        }),
      ]),
      m("audio", {
        embed:
          '<iframe width="100%" height="166" scrolling="no" frameborder="no" allow="autoplay" src="https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/1234567890" title="Podcast"></iframe>',
        media_type: "soundcloud",
      }),
      m("self_hosted_audio", {
        file: "media/audio/kammerton-a.wav",
        title: c.t("Kammerton a – so stimmt das Barockorchester", "Concert pitch A – how the baroque orchestra tunes"),
      }),
      m("viewer", {
        embed:
          '<iframe allow="clipboard-write" sandbox="allow-top-navigation allow-top-navigation-by-user-activation allow-downloads allow-scripts allow-same-origin allow-popups allow-modals allow-popups-to-escape-sandbox allow-forms" allowfullscreen="true" src="https://e.issuu.com/embed.html?d=spielzeitheft&u=kulturwerk" title="Spielzeitheft"></iframe>',
        media_type: "issuu",
      }),
      m("social_media", {
        embed:
          '<blockquote class="instagram-media" data-instgrm-permalink="https://www.instagram.com/p/C0kulturwerk/" data-instgrm-version="14"></blockquote>',
        media_type: "instagram",
        description: c.t("Das Kulturwerk auf Instagram", "The Kulturwerk on Instagram"),
        open_new_window: true,
      }),
      m("image", {
        image: c.img("gallery-pavilion", "wa"),
        format: "wide",
        description: c.t("Der Pavillon bei Nacht", "The pavilion at night"),
        link: c.url("/live-blick", "/live-view"),
      }),
    ],
  },
  {
    key: "landing",
    path: bi("/sommerfest", "/summer-party"),
    title: bi("Sommerfest", "Summer party"),
    headline: bi("Das Sommerfest im Steinbruch", "The summer party in the quarry"),
    metaDescription: bi(
      "Ein Tag bei freiem Eintritt: Musik, Werkstatt und Theater für alle beim Sommerfest des Kulturwerks.",
      "A day with free admission: music, workshop and theatre for everyone at the Kulturwerk summer party.",
    ),
    contentType: "landing",
    theme: "so",
    background: "cc02",
    landing: true,
    ogImage: ["landing-summer", "so"],
    modules: (c) => [
      {
        ...m("hero_media", {
          headline: c.t("Sommerfest im Steinbruch", "Summer party in the quarry"),
          text: c.t("Ein Tag, vier Bühnen, freier Eintritt.", "One day, four stages, free admission."),
          button_text: c.t("Newsletter abonnieren", "Subscribe to the newsletter"),
          button_link: null,
          button_link_url: "#newsletter",
          image: c.img("landing-summer", "so"),
          video: null,
          sticky: true,
        }),
        onlineFrom: c.at(-7),
        onlineTo: c.at(120),
      },
      text(
        c.t(
          "<p>Am letzten Samstag der Sommerferien öffnen alle vier Sparten ihre Bühnen im Steinbruch am Mühlberg.</p>",
          "<p>On the last Saturday of the summer holidays, all four divisions open their stages in the quarry at Mühlberg.</p>",
        ),
      ),
      section(
        "33-33-33",
        ["", "", ""],
        [
          inColumn(
            0,
            m("image", {
              image: c.img("division-so", "so"),
              format: "square",
              description: c.t("Theater", "Theatre"),
              link: null,
            }),
          ),
          inColumn(
            1,
            m("image", {
              image: c.img("division-ti", "ti"),
              format: "square",
              description: c.t("Werkstatt", "Workshop"),
              link: null,
            }),
          ),
          inColumn(
            2,
            m("image", {
              image: c.img("division-wa", "wa"),
              format: "square",
              description: c.t("Musik", "Music"),
              link: null,
            }),
          ),
        ],
      ),
      headline(2, c.t("Nichts verpassen", "Don’t miss a thing"), "", "", "newsletter"),
      m("form", { form: 2, hubspot_id: null }),
      section(
        "25-50-25",
        ["", "text-center", ""],
        [
          inColumn(
            1,
            link(c.t("Zum ganzen Programm", "To the full programme"), c.url("/programm", "/events"), "button"),
          ),
        ],
      ),
    ],
  },
  {
    key: "archive",
    path: bi("/archiv-2019", "/archive-2019"),
    title: bi("Archiv 2019", "Archive 2019"),
    metaDescription: bi("Die Spielzeit 2019 im Rückblick.", "The 2019 season in review."),
    contentType: "page",
    theme: "wkm",
    online: false,
    modules: (c) => [
      headline(2, c.t("Spielzeit 2019", "Season 2019")),
      text(c.t("<p>Diese Seite wird überarbeitet.</p>", "<p>This page is being revised.</p>")),
    ],
  },
  legalPage("agb", bi("Allgemeine Geschäftsbedingungen", "Terms and conditions")),
  legalPage("datenschutz", bi("Datenschutzerklärung", "Privacy policy")),
  legalPage("impressum", bi("Impressum", "Imprint")),
];
