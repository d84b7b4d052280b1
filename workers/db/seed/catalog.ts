// Static bilingual demo catalogue: the hand-written part of the seed.
// Kept apart from content.ts so the generator logic stays readable. Data only, typed by the app.

import type { Theme } from "../../../src/lib/theme";
import { FieldType } from "../../../src/schemas/forms";

export type { Theme };

/** A text in both site languages. */
export interface Bi {
  de: string;
  en: string;
}

export const bi = (de: string, en: string = de): Bi => ({ de, en });

export interface VenueDef {
  key: string;
  theme: Theme;
  slug: Bi;
  name: Bi;
  street: string;
  postalCode: string;
  lat: number;
  lng: number;
  description: Bi;
  /** [name, show_in_filter] */
  rooms: [Bi, boolean][];
}

export const CITY = "Wendelstadt";

export const VENUES: VenueDef[] = [
  {
    key: "kulturwerk",
    theme: "wkm",
    slug: bi("kulturwerk-am-schlossplatz", "kulturwerk-on-schlossplatz"),
    name: bi("Kulturwerk am Schlossplatz", "Kulturwerk on Schlossplatz"),
    street: "Schlossplatz 1",
    postalCode: "96450",
    lat: 50.25812,
    lng: 10.96421,
    description: bi(
      "<p>Das Stammhaus des Kulturwerks: ein umgebautes Kornhaus mit Großem Saal, Studiobühne und einem Foyer, das tagsüber als Café geöffnet ist.</p>",
      "<p>The home of the Kulturwerk: a converted granary with a main hall, a studio stage and a foyer that doubles as a café during the day.</p>",
    ),
    rooms: [
      [bi("Großer Saal", "Main Hall"), true],
      [bi("Studiobühne", "Studio Stage"), true],
      [bi("Foyer"), true],
    ],
  },
  {
    key: "freilichtbuehne",
    theme: "so",
    slug: bi("freilichtbuehne-am-muehlberg", "open-air-stage-at-muehlberg"),
    name: bi("Freilichtbühne am Mühlberg", "Open-Air Stage at Mühlberg"),
    street: "Am Mühlberg 12",
    postalCode: "96450",
    lat: 50.26377,
    lng: 10.95118,
    description: bi(
      "<p>Im Steinbruch am Mühlberg spielen die Sommerspiele unter freiem Himmel – mit 800 Plätzen und Blick über die Altstadt.</p>",
      "<p>The Summer Games play under the open sky in the old quarry on Mühlberg – 800 seats with a view over the old town.</p>",
    ),
    rooms: [
      [bi("Freilichtbühne", "Open-Air Stage"), true],
      [bi("Parkbühne", "Park Stage"), true],
    ],
  },
  {
    key: "barocktheater",
    theme: "ba",
    slug: bi("barocktheater-im-schlosspark", "baroque-theatre-in-the-palace-park"),
    name: bi("Barocktheater im Schlosspark", "Baroque Theatre in the Palace Park"),
    street: "Schlosspark 3",
    postalCode: "96450",
    lat: 50.25544,
    lng: 10.97036,
    description: bi(
      "<p>Eines der wenigen erhaltenen Hoftheater des 18. Jahrhunderts, mit originaler Kulissenmaschinerie und dem Spiegelsaal für Kammermusik.</p>",
      "<p>One of the few surviving court theatres of the 18th century, with its original stage machinery and the Hall of Mirrors for chamber music.</p>",
    ),
    rooms: [
      [bi("Theatersaal", "Auditorium"), true],
      [bi("Spiegelsaal", "Hall of Mirrors"), true],
    ],
  },
  {
    key: "tischlerei",
    theme: "ti",
    slug: bi("tischlerei-kulturwerkstatt", "the-joinery-cultural-workshop"),
    name: bi("Tischlerei – Kulturwerkstatt", "The Joinery – Cultural Workshop"),
    street: "Hobelweg 7",
    postalCode: "96450",
    lat: 50.25106,
    lng: 10.95873,
    description: bi(
      "<p>Die ehemalige Möbeltischlerei ist heute Probenort, Werkstatt und Bühne für Figurentheater, Tanz und offene Angebote.</p>",
      "<p>The former furniture workshop is now a rehearsal space, workshop and stage for puppetry, dance and open sessions.</p>",
    ),
    rooms: [
      [bi("Werkhalle", "Workshop Hall"), true],
      [bi("Kleine Werkstatt", "Small Workshop"), true],
    ],
  },
  {
    key: "pavillon",
    theme: "wa",
    slug: bi("live-blick-pavillon", "live-view-pavilion"),
    name: bi("Live-Blick-Pavillon", "Live View Pavilion"),
    street: "Uferpromenade 22",
    postalCode: "96450",
    lat: 50.24893,
    lng: 10.96644,
    description: bi(
      "<p>Gläserner Pavillon am Fluss mit Dachterrasse: Konzerte, Lesungen und Filmabende mit Blick auf die Stadt.</p>",
      "<p>A glass pavilion by the river with a roof terrace: concerts, readings and film nights with a view of the town.</p>",
    ),
    rooms: [
      [bi("Pavillon", "Pavilion"), true],
      [bi("Dachterrasse", "Roof Terrace"), true],
    ],
  },
  {
    key: "gruenderzeitvilla",
    theme: "wkm",
    slug: bi("gruenderzeitvilla", "gruenderzeit-villa"),
    name: bi("Gründerzeitvilla", "Gründerzeit Villa"),
    street: "Lindenallee 5",
    postalCode: "96450",
    lat: 50.26021,
    lng: 10.97512,
    description: bi(
      "<p>Die Fabrikantenvilla von 1889 beherbergt das Stadtmuseum und die Ausstellungen des Kulturwerks.</p>",
      "<p>The manufacturer’s villa of 1889 houses the town museum and the Kulturwerk’s exhibitions.</p>",
    ),
    rooms: [
      [bi("Salon"), true],
      [bi("Gartensaal", "Garden Hall"), true],
      [bi("Depot"), false],
    ],
  },
];

export interface SeriesDef {
  slug: Bi;
  name: Bi;
  description: Bi;
  theme: Theme;
  showInFilter: boolean;
}

export const SERIES: SeriesDef[] = [
  {
    slug: bi("familienzeit", "family-time"),
    name: bi("Familienzeit", "Family Time"),
    description: bi(
      "<p>Sonntags um elf: Theater, Musik und Mitmachen für Kinder ab vier und ihre Erwachsenen.</p>",
      "<p>Sundays at eleven: theatre, music and hands-on fun for children aged four and up and their grown-ups.</p>",
    ),
    theme: "so",
    showInFilter: true,
  },
  {
    slug: bi("kammermusik-am-abend", "chamber-music-by-night"),
    name: bi("Kammermusik am Abend", "Chamber Music by Night"),
    description: bi(
      "<p>Barocke Kammermusik auf historischen Instrumenten im Kerzenlicht des Spiegelsaals.</p>",
      "<p>Baroque chamber music on period instruments by candlelight in the Hall of Mirrors.</p>",
    ),
    theme: "ba",
    showInFilter: true,
  },
  {
    slug: bi("werkstattgespraeche", "workshop-talks"),
    name: bi("Werkstattgespräche", "Workshop Talks"),
    description: bi(
      "<p>Künstlerinnen und Handwerker erzählen, wie ihre Arbeiten entstehen.</p>",
      "<p>Artists and craftspeople talk about how their work comes into being.</p>",
    ),
    theme: "ti",
    showInFilter: true,
  },
  {
    slug: bi("sommernachtskino", "summer-night-cinema"),
    name: bi("Sommernachtskino", "Summer Night Cinema"),
    description: bi(
      "<p>Filme mit Live-Musik auf der Dachterrasse des Pavillons.</p>",
      "<p>Films with live music on the pavilion’s roof terrace.</p>",
    ),
    theme: "wa",
    showInFilter: true,
  },
  {
    slug: bi("fuehrungen", "guided-tours"),
    name: bi("Führungen durch die Gründerzeit", "Gründerzeit Tours"),
    description: bi(
      "<p>Rundgänge durch Villa, Depot und Garten.</p>",
      "<p>Tours of the villa, its depot and the garden.</p>",
    ),
    theme: "wkm",
    showInFilter: false,
  },
];

/** [name, show_in_filter] */
export const GENRES: [Bi, boolean][] = [
  [bi("Schauspiel", "Drama"), true],
  [bi("Oper", "Opera"), true],
  [bi("Konzert", "Concert"), true],
  [bi("Tanz", "Dance"), true],
  [bi("Lesung", "Reading"), true],
  [bi("Film"), true],
  [bi("Kinder & Familie", "Children & Family"), true],
  [bi("Sonstiges", "Other"), false],
];
const GENRE = { drama: 1, opera: 2, concert: 3, dance: 4, reading: 5, film: 6, family: 7, other: 8 } as const;

/** [slug, name, show_in_filter] */
export const EXHIBITION_TYPES: [string, Bi, boolean][] = [
  ["vorstellung", bi("Vorstellung", "Performance"), true],
  ["ausstellung", bi("Ausstellung", "Exhibition"), true],
  ["fuehrung", bi("Führung", "Guided tour"), true],
  ["workshop", bi("Workshop"), true],
  ["gespraech", bi("Gespräch", "Talk"), true],
  ["intern", bi("Interne Veranstaltung", "Internal event"), false],
];
const EXHIBITION_TYPE = { performance: 1, exhibition: 2, tour: 3, workshop: 4, talk: 5 } as const;

/** [name, show_in_filter] */
export const EVENT_TAGS: [Bi, boolean][] = [
  [bi("Premiere"), true],
  [bi("Letzte Vorstellung", "Final performance"), true],
  [bi("Barrierefrei", "Accessible"), true],
  [bi("Für Kinder", "For children"), true],
  [bi("Open Air"), true],
  [bi("Englische Übertitel", "English surtitles"), true],
  [bi("Probe (intern)", "Rehearsal (internal)"), false],
];
export const EVENT_TAG = { premiere: 1, final: 2, accessible: 3, children: 4, openAir: 5, surtitles: 6 } as const;

export const PRODUCTION_TAGS: [Bi, boolean][] = [
  [bi("Neuproduktion", "New production"), true],
  [bi("Wiederaufnahme", "Revival"), true],
  [bi("Familienstück", "Family show"), true],
  [bi("Gastspiel", "Guest performance"), true],
  [bi("Uraufführung", "World premiere"), true],
];
const PRODUCTION_TAG = { new: 1, revival: 2, family: 3, guest: 4, worldPremiere: 5 } as const;

export type PriceProfile = "standard" | "premium" | "openair" | "family" | "timeslot" | "low" | "free";

/**
 * What an event looks like. Templates with `production` true become productions;
 * the others are one-off formats (tours, talks, workshops).
 */
export interface EventTemplate {
  key: string;
  production: boolean;
  theme: Theme;
  title: Bi;
  subtitle: Bi;
  description: Bi;
  venue: string;
  /** index into the venue's rooms */
  room: number;
  genre: number | null;
  exhibitionType: number;
  series: number | null;
  eventTags: number[];
  productionTags: number[];
  eventType: string;
  price: PriceProfile;
  durationMinutes: number;
  /** local start times, Europe/Berlin */
  times: string[];
  /** [full name of a PERSONS entry, role]: production credits, or event credits for one-off formats */
  people: [string, Bi][];
  /** relative frequency among generated events */
  weight: number;
  /** calendar months (1-12) the format runs in; all year when absent */
  months?: number[];
  /** season relative to the current one: -1, 0, 1 */
  season: number;
}

export const TEMPLATES: EventTemplate[] = [
  {
    key: "maerchen-vom-glueck",
    production: true,
    theme: "ti",
    title: bi("Das Märchen vom Glück", "The Fairy Tale of Fortune"),
    subtitle: bi("Figurentheater für alle ab 6", "Puppet theatre for everyone aged 6 and up"),
    description: bi(
      "<p>Hans tauscht einen Klumpen Gold gegen ein Pferd, das Pferd gegen eine Kuh – und kommt am Ende mit leeren Händen, aber glücklich nach Hause. Die Tischlerei erzählt das <strong>Märchen</strong> mit Figuren aus Lindenholz, die vor den Augen des Publikums entstehen.</p><p>Im Anschluss dürfen die Kinder die Werkstatt besuchen.</p>",
      "<p>Hans trades a lump of gold for a horse, the horse for a cow – and in the end comes home empty-handed but happy. The Joinery tells the <strong>fairy tale</strong> with limewood puppets carved in front of the audience.</p><p>Afterwards the children are welcome to visit the workshop.</p>",
    ),
    venue: "tischlerei",
    room: 0,
    genre: GENRE.family,
    exhibitionType: EXHIBITION_TYPE.performance,
    series: 1,
    eventTags: [EVENT_TAG.children],
    productionTags: [PRODUCTION_TAG.new, PRODUCTION_TAG.family],
    eventType: "performance",
    price: "family",
    durationMinutes: 75,
    times: ["11:00", "15:00"],
    people: [
      ["Greta Hollmann", bi("Regie", "Direction")],
      ["Tobias Groß", bi("Spiel", "Puppeteer")],
      ["Clara Jäger", bi("Spiel", "Puppeteer")],
      ["Paul Zimmermann", bi("Figurenbau", "Puppet making")],
    ],
    weight: 3,
    season: 0,
  },
  {
    key: "gruenderzeit",
    production: true,
    theme: "wkm",
    title: bi("Gründerzeit – Eine Stadt erfindet sich", "Gründerzeit – A Town Reinvents Itself"),
    subtitle: bi("Ausstellung in der Gründerzeitvilla", "Exhibition at the Gründerzeit Villa"),
    description: bi(
      "<p>Zwischen 1870 und 1914 wuchs Wendelstadt von einer Ackerbürgerstadt zur Industriestadt. Fotografien, Möbel und Fundstücke aus dem Depot erzählen von Fabriken, Villen und den Menschen, die darin arbeiteten.</p><ul><li>Eintritt mit Zeitfenster</li><li>Audioguide auf Deutsch und Englisch</li></ul>",
      "<p>Between 1870 and 1914 Wendelstadt grew from a farming town into an industrial one. Photographs, furniture and finds from the depot tell of factories, villas and the people who worked in them.</p><ul><li>Admission by time slot</li><li>Audio guide in German and English</li></ul>",
    ),
    venue: "gruenderzeitvilla",
    room: 1,
    genre: null,
    exhibitionType: EXHIBITION_TYPE.exhibition,
    series: null,
    eventTags: [EVENT_TAG.accessible],
    productionTags: [PRODUCTION_TAG.new],
    eventType: "exhibition",
    price: "timeslot",
    durationMinutes: 480,
    times: ["10:00"],
    people: [
      ["Marie Schubert", bi("Kuratorin", "Curator")],
      ["Ines Köhler", bi("Ausstellungsgestaltung", "Exhibition design")],
    ],
    weight: 3,
    season: 0,
  },
  {
    key: "sommernachtstraum",
    production: true,
    theme: "so",
    title: bi("Ein Sommernachtstraum", "A Midsummer Night’s Dream"),
    subtitle: bi("Komödie von William Shakespeare", "Comedy by William Shakespeare"),
    description: bi(
      "<p>Vier junge Liebende verirren sich in einem Zauberwald, in dem Elfenkönig Oberon und seine Königin Titania streiten. Die Sommerspiele bringen Shakespeares Komödie in den Steinbruch – mit Live-Musik und <em>sehr</em> viel Theaterdonner.</p>",
      "<p>Four young lovers lose their way in an enchanted forest where the fairy king Oberon quarrels with his queen Titania. The Summer Games bring Shakespeare’s comedy to the quarry – with live music and a <em>lot</em> of stage thunder.</p>",
    ),
    venue: "freilichtbuehne",
    room: 0,
    genre: GENRE.drama,
    exhibitionType: EXHIBITION_TYPE.performance,
    series: null,
    eventTags: [EVENT_TAG.openAir],
    productionTags: [PRODUCTION_TAG.new],
    eventType: "performance",
    price: "openair",
    durationMinutes: 150,
    times: ["20:30"],
    people: [
      ["Henrike Wälder", bi("Regie", "Direction")],
      ["Ines Köhler", bi("Bühne und Kostüme", "Set and costumes")],
      ["Marco Bianchi", bi("Licht", "Lighting")],
      ["Mira Schäfer", bi("Titania")],
      ["Lukas Böhm", bi("Oberon")],
      ["Felix Hoffmann", bi("Zettel", "Bottom")],
    ],
    weight: 6,
    months: [6, 7, 8],
    season: 0,
  },
  {
    key: "orfeo",
    production: true,
    theme: "ba",
    title: bi("Orfeo ed Euridice"),
    subtitle: bi("Oper von Christoph Willibald Gluck", "Opera by Christoph Willibald Gluck"),
    description: bi(
      "<p>Orpheus steigt in die Unterwelt, um Eurydike zurückzuholen – und darf sich auf dem Rückweg nicht nach ihr umsehen. Glucks Reformoper im historischen Barocktheater, gespielt auf Originalinstrumenten.</p><p>In italienischer Sprache mit deutschen und englischen Übertiteln.</p>",
      "<p>Orpheus descends into the underworld to bring Eurydice back – and must not look at her on the way out. Gluck’s reform opera in the historic Baroque Theatre, played on period instruments.</p><p>Sung in Italian with German and English surtitles.</p>",
    ),
    venue: "barocktheater",
    room: 0,
    genre: GENRE.opera,
    exhibitionType: EXHIBITION_TYPE.performance,
    series: null,
    eventTags: [EVENT_TAG.surtitles],
    productionTags: [PRODUCTION_TAG.new],
    eventType: "performance",
    price: "premium",
    durationMinutes: 140,
    times: ["19:00"],
    people: [
      ["Benedikt Maier", bi("Musikalische Leitung", "Musical direction")],
      ["Katrin Fröhlich", bi("Dramaturgie", "Dramaturgy")],
      ["Raphael Sommer", bi("Orfeo")],
      ["Elif Şahin", bi("Euridice")],
    ],
    weight: 2,
    months: [4, 5, 6],
    season: 0,
  },
  {
    key: "zauberfloete",
    production: true,
    theme: "so",
    title: bi("Die Zauberflöte für Kinder", "The Magic Flute for Children"),
    subtitle: bi("Mozarts Oper in 60 Minuten", "Mozart’s opera in 60 minutes"),
    description: bi(
      "<p>Papageno sucht eine Papagena, Tamino eine Prinzessin – und alle zusammen den Weg durch die Prüfungen. Eine kindgerechte Fassung mit Sängerinnen und Sängern des Ensembles und einem Kammerorchester.</p>",
      "<p>Papageno is looking for a Papagena, Tamino for a princess – and everyone for a way through the trials. A child-friendly version with singers from the ensemble and a chamber orchestra.</p>",
    ),
    venue: "freilichtbuehne",
    room: 1,
    genre: GENRE.family,
    exhibitionType: EXHIBITION_TYPE.performance,
    series: 1,
    eventTags: [EVENT_TAG.children, EVENT_TAG.openAir],
    productionTags: [PRODUCTION_TAG.family, PRODUCTION_TAG.revival],
    eventType: "performance",
    price: "family",
    durationMinutes: 60,
    times: ["11:00", "16:00"],
    people: [
      ["Greta Hollmann", bi("Regie", "Direction")],
      ["Raphael Sommer", bi("Tamino")],
      ["Elif Şahin", bi("Pamina")],
      ["Nikola Petrović", bi("Papageno")],
    ],
    weight: 4,
    months: [6, 7, 8],
    season: 0,
  },
  {
    key: "haendel-im-spiegelsaal",
    production: true,
    theme: "ba",
    title: bi("Händel im Spiegelsaal", "Handel in the Hall of Mirrors"),
    subtitle: bi("Kammermusik auf historischen Instrumenten", "Chamber music on period instruments"),
    description: bi(
      "<p>Triosonaten und Arien von Georg Friedrich Händel, gespielt von Cembalo, Barockvioline und Gambe. Der Spiegelsaal wird dafür ausschließlich mit Kerzen beleuchtet.</p>",
      "<p>Trio sonatas and arias by George Frideric Handel, played on harpsichord, baroque violin and viola da gamba. The Hall of Mirrors is lit by candles only.</p>",
    ),
    venue: "barocktheater",
    room: 1,
    genre: GENRE.concert,
    exhibitionType: EXHIBITION_TYPE.performance,
    series: 2,
    eventTags: [],
    productionTags: [PRODUCTION_TAG.revival],
    eventType: "concert",
    price: "standard",
    durationMinutes: 90,
    times: ["19:30"],
    people: [
      ["Johanna Weiß", bi("Cembalo", "Harpsichord")],
      ["Matthias Kühn", bi("Barockvioline", "Baroque violin")],
      ["Elif Şahin", bi("Sopran", "Soprano")],
    ],
    weight: 2,
    season: 0,
  },
  {
    key: "holz-und-klang",
    production: true,
    theme: "ti",
    title: bi("Holz & Klang", "Wood & Sound"),
    subtitle: bi("Ein Konzert mit selbstgebauten Instrumenten", "A concert on home-made instruments"),
    description: bi(
      "<p>Aus Brettern, Leisten und Hobelspänen der Werkstatt sind Xylophone, Trommeln und ein Kontrabass entstanden. Das Ensemble spielt darauf eigene Stücke und Klassiker der Minimal Music.</p>",
      "<p>Boards, battens and shavings from the workshop have become xylophones, drums and a double bass. The ensemble plays its own pieces and minimal-music classics on them.</p>",
    ),
    venue: "tischlerei",
    room: 0,
    genre: GENRE.concert,
    exhibitionType: EXHIBITION_TYPE.performance,
    series: null,
    eventTags: [],
    productionTags: [PRODUCTION_TAG.worldPremiere],
    eventType: "concert",
    price: "standard",
    durationMinutes: 80,
    times: ["20:00"],
    people: [
      ["Benedikt Maier", bi("Musikalische Leitung", "Musical direction")],
      ["Paul Zimmermann", bi("Instrumentenbau", "Instrument making")],
      ["Yusuf Arslan", bi("Klangregie", "Sound design")],
    ],
    weight: 2,
    season: 0,
  },
  {
    key: "werkstueck",
    production: true,
    theme: "ti",
    title: bi("Werkstück", "Workpiece"),
    subtitle: bi("Tanz aus der Tischlerei", "Dance from the joinery"),
    description: bi(
      "<p>Sechs Tänzerinnen und Tänzer treffen auf Werkbänke, Schraubzwingen und den Rhythmus der Maschinen. Eine Choreografie über Arbeit, Geduld und das Glück, etwas mit den Händen zu schaffen.</p>",
      "<p>Six dancers meet workbenches, clamps and the rhythm of the machines. A choreography about work, patience and the joy of making something with your hands.</p>",
    ),
    venue: "tischlerei",
    room: 0,
    genre: GENRE.dance,
    exhibitionType: EXHIBITION_TYPE.performance,
    series: null,
    eventTags: [EVENT_TAG.accessible],
    productionTags: [PRODUCTION_TAG.worldPremiere, PRODUCTION_TAG.new],
    eventType: "performance",
    price: "standard",
    durationMinutes: 70,
    times: ["19:30"],
    people: [
      ["Sophie Neumann", bi("Choreografie", "Choreography")],
      ["Emil Vogt", bi("Tanz", "Dance")],
      ["Marco Bianchi", bi("Licht", "Lighting")],
    ],
    weight: 2,
    season: 0,
  },
  {
    key: "stadtansichten",
    production: true,
    theme: "wa",
    title: bi("Stadtansichten live", "City Views Live"),
    subtitle: bi("Ein Abend zwischen Film und Konzert", "An evening between film and concert"),
    description: bi(
      "<p>Historische Filmaufnahmen aus Wendelstadt treffen auf neue Musik, live gespielt vor der Leinwand. Zu sehen sind Stadtfeste, Fabrikhöfe und der Bau der Uferpromenade.</p>",
      "<p>Historic film footage from Wendelstadt meets new music played live in front of the screen: town fairs, factory yards and the building of the river promenade.</p>",
    ),
    venue: "pavillon",
    room: 0,
    genre: GENRE.film,
    exhibitionType: EXHIBITION_TYPE.performance,
    series: 4,
    eventTags: [EVENT_TAG.openAir],
    productionTags: [PRODUCTION_TAG.new],
    eventType: "film",
    price: "standard",
    durationMinutes: 100,
    times: ["21:00"],
    people: [
      ["David Roth", bi("Konzept", "Concept")],
      ["Yusuf Arslan", bi("Live-Elektronik", "Live electronics")],
    ],
    weight: 2,
    months: [5, 6, 7, 8, 9],
    season: 0,
  },
  {
    key: "nachtschicht",
    production: true,
    theme: "wa",
    title: bi("Nachtschicht", "Night Shift"),
    subtitle: bi("Lesungen am Fluss", "Readings by the river"),
    description: bi(
      "<p>Autorinnen und Autoren aus der Region lesen auf der Dachterrasse aus neuen Texten. Der Eintritt ist frei, Plätze gibt es, solange der Vorrat reicht.</p>",
      "<p>Writers from the region read new work on the roof terrace. Admission is free; seats are first come, first served.</p>",
    ),
    venue: "pavillon",
    room: 1,
    genre: GENRE.reading,
    exhibitionType: EXHIBITION_TYPE.talk,
    series: null,
    eventTags: [EVENT_TAG.openAir],
    productionTags: [PRODUCTION_TAG.guest],
    eventType: "reading",
    price: "free",
    durationMinutes: 90,
    times: ["19:00"],
    people: [["David Roth", bi("Moderation", "Host")]],
    weight: 2,
    months: [5, 6, 7, 8, 9],
    season: 0,
  },
  {
    key: "kabale-und-liebe",
    production: true,
    theme: "wkm",
    title: bi("Kabale und Liebe", "Intrigue and Love"),
    subtitle: bi("Bürgerliches Trauerspiel von Friedrich Schiller", "Bourgeois tragedy by Friedrich Schiller"),
    description: bi(
      "<p>Ferdinand, Sohn des Präsidenten, liebt Luise, die Tochter des Stadtmusikanten. Die Intrige des Hofes treibt beide in den Tod. Schillers Drama über Macht und Standesgrenzen in einer Inszenierung aus der vergangenen Spielzeit.</p>",
      "<p>Ferdinand, the president’s son, loves Luise, the town musician’s daughter. A court intrigue drives them both to their deaths. Schiller’s drama about power and class, revived from last season.</p>",
    ),
    venue: "kulturwerk",
    room: 0,
    genre: GENRE.drama,
    exhibitionType: EXHIBITION_TYPE.performance,
    series: null,
    eventTags: [EVENT_TAG.surtitles],
    productionTags: [PRODUCTION_TAG.revival],
    eventType: "performance",
    price: "premium",
    durationMinutes: 135,
    times: ["19:30"],
    people: [
      ["Henrike Wälder", bi("Regie", "Direction")],
      ["Katrin Fröhlich", bi("Dramaturgie", "Dramaturgy")],
      ["Aylin Demir", bi("Luise")],
      ["Nikola Petrović", bi("Ferdinand")],
      ["Hanna Lindqvist", bi("Lady Milford")],
    ],
    weight: 3,
    season: -1,
  },
  {
    key: "oeffentliche-probe",
    production: true,
    theme: "wkm",
    title: bi("Öffentliche Probe: Der zerbrochne Krug", "Open Rehearsal: The Broken Jug"),
    subtitle: bi("Einblicke in die Probenarbeit", "A look inside the rehearsal room"),
    description: bi(
      "<p>Kleists Komödie entsteht für die kommende Spielzeit. Bei der öffentlichen Probe sitzen Sie mitten im Probenraum und sprechen danach mit Regie und Ensemble.</p>",
      "<p>Kleist’s comedy is being made for next season. At the open rehearsal you sit right in the rehearsal room and talk to the director and cast afterwards.</p>",
    ),
    venue: "kulturwerk",
    room: 1,
    genre: GENRE.drama,
    exhibitionType: EXHIBITION_TYPE.talk,
    series: null,
    eventTags: [],
    productionTags: [PRODUCTION_TAG.new],
    eventType: "rehearsal",
    price: "free",
    durationMinutes: 120,
    times: ["18:00"],
    people: [
      ["Katrin Fröhlich", bi("Regie", "Direction")],
      ["Felix Hoffmann", bi("Dorfrichter Adam", "Judge Adam")],
      ["Leonie Brandt", bi("Eve")],
    ],
    weight: 1,
    season: 1,
  },
  {
    key: "fuehrung-villa",
    production: false,
    theme: "wkm",
    title: bi(
      "Führung: Die Gründerzeitvilla und ihre Geschichten",
      "Guided tour: The Gründerzeit Villa and its stories",
    ),
    subtitle: bi("Rundgang durch Villa, Depot und Garten", "A tour of the villa, the depot and the garden"),
    description: bi(
      "<p>Wer wohnte hier, wer arbeitete hier? Die Führung öffnet Räume, die sonst verschlossen sind – auch das Depot im Keller.</p>",
      "<p>Who lived here, who worked here? The tour opens rooms that are otherwise closed – including the depot in the cellar.</p>",
    ),
    venue: "gruenderzeitvilla",
    room: 0,
    genre: null,
    exhibitionType: EXHIBITION_TYPE.tour,
    series: 5,
    eventTags: [],
    productionTags: [],
    eventType: "guided_tour",
    price: "timeslot",
    durationMinutes: 60,
    times: ["14:00"],
    people: [["Marie Schubert", bi("Führung", "Guide")]],
    weight: 2,
    season: 0,
  },
  {
    key: "offene-werkstatt",
    production: false,
    theme: "ti",
    title: bi("Offene Werkstatt", "Open Workshop"),
    subtitle: bi(
      "Hobeln, sägen, ausprobieren – für alle ab 10",
      "Plane, saw and try things out – for everyone aged 10 and up",
    ),
    description: bi(
      "<p>Unsere Tischlermeister zeigen, wie aus einem Brett ein Hocker wird. Werkzeug und Material sind da, Sie bringen nur Neugier mit.</p>",
      "<p>Our master joiners show how a board becomes a stool. Tools and materials are provided – just bring your curiosity.</p>",
    ),
    venue: "tischlerei",
    room: 1,
    genre: GENRE.other,
    exhibitionType: EXHIBITION_TYPE.workshop,
    series: null,
    eventTags: [EVENT_TAG.children],
    productionTags: [],
    eventType: "workshop",
    price: "free",
    durationMinutes: 180,
    times: ["10:00"],
    people: [["Paul Zimmermann", bi("Anleitung", "Instructor")]],
    weight: 1,
    season: 0,
  },
  {
    key: "werkstattgespraech",
    production: false,
    theme: "ti",
    title: bi("Werkstattgespräch: Handwerk trifft Bühne", "Workshop talk: Craft meets stage"),
    subtitle: bi("Mit dem Team der Bühnenwerkstätten", "With the stage workshop team"),
    description: bi(
      "<p>Wie baut man eine Drehbühne für einen Steinbruch? Das Team der Werkstätten erzählt von Material, Statik und Premierennächten.</p>",
      "<p>How do you build a revolving stage for a quarry? The workshop team talks about materials, structures and opening nights.</p>",
    ),
    venue: "tischlerei",
    room: 1,
    genre: GENRE.other,
    exhibitionType: EXHIBITION_TYPE.talk,
    series: 3,
    eventTags: [],
    productionTags: [],
    eventType: "talk",
    price: "low",
    durationMinutes: 75,
    times: ["18:30"],
    people: [
      ["Stefan Lehmann", bi("Gast", "Guest")],
      ["Greta Hollmann", bi("Moderation", "Host")],
    ],
    weight: 1,
    season: 0,
  },
  {
    key: "barock-und-brunch",
    production: false,
    theme: "ba",
    title: bi("Barock & Brunch", "Baroque & Brunch"),
    subtitle: bi("Matinee mit Frühstück im Schlosspark", "Matinee with breakfast in the palace park"),
    description: bi(
      "<p>Ein Sonntagvormittag mit Flötensonaten von Telemann und einem Frühstück aus regionalen Zutaten.</p>",
      "<p>A Sunday morning with flute sonatas by Telemann and a breakfast made from regional produce.</p>",
    ),
    venue: "barocktheater",
    room: 1,
    genre: GENRE.concert,
    exhibitionType: EXHIBITION_TYPE.performance,
    series: 2,
    eventTags: [],
    productionTags: [],
    eventType: "concert",
    price: "standard",
    durationMinutes: 150,
    times: ["11:00"],
    people: [
      ["Johanna Weiß", bi("Cembalo", "Harpsichord")],
      ["Matthias Kühn", bi("Violine", "Violin")],
    ],
    weight: 1,
    season: 0,
  },
];

export interface PersonDef {
  first: string;
  last: string;
  position: Bi;
  /** person_categories ids (1-based) */
  categories: number[];
  since: number;
  contact?: boolean;
}

export const PERSON_CATEGORIES: Bi[] = [
  bi("Leitung", "Management"),
  bi("Ensemble"),
  bi("Musik", "Music"),
  bi("Dramaturgie & Vermittlung", "Dramaturgy & Education"),
  bi("Technik & Ausstattung", "Technical & Design"),
  bi("Kommunikation & Service", "Communications & Service"),
];

export const PERSONS: PersonDef[] = [
  {
    first: "Henrike",
    last: "Wälder",
    position: bi("Intendantin", "Artistic Director"),
    categories: [1],
    since: 2019,
    contact: true,
  },
  {
    first: "Jonas",
    last: "Krüger",
    position: bi("Kaufmännischer Direktor", "Managing Director"),
    categories: [1],
    since: 2016,
    contact: true,
  },
  { first: "Mira", last: "Schäfer", position: bi("Schauspielerin", "Actress"), categories: [2], since: 2020 },
  { first: "Lukas", last: "Böhm", position: bi("Schauspieler", "Actor"), categories: [2], since: 2018 },
  { first: "Aylin", last: "Demir", position: bi("Schauspielerin", "Actress"), categories: [2], since: 2022 },
  { first: "Felix", last: "Hoffmann", position: bi("Schauspieler", "Actor"), categories: [2], since: 2015 },
  { first: "Sophie", last: "Neumann", position: bi("Tänzerin", "Dancer"), categories: [2], since: 2021 },
  { first: "Tobias", last: "Groß", position: bi("Puppenspieler", "Puppeteer"), categories: [2], since: 2017 },
  { first: "Leonie", last: "Brandt", position: bi("Schauspielerin", "Actress"), categories: [2], since: 2023 },
  { first: "Emil", last: "Vogt", position: bi("Tänzer", "Dancer"), categories: [2], since: 2021 },
  { first: "Clara", last: "Jäger", position: bi("Puppenspielerin", "Puppeteer"), categories: [2], since: 2019 },
  { first: "Nikola", last: "Petrović", position: bi("Schauspieler", "Actor"), categories: [2], since: 2024 },
  { first: "Hanna", last: "Lindqvist", position: bi("Schauspielerin", "Actress"), categories: [2], since: 2016 },
  {
    first: "Benedikt",
    last: "Maier",
    position: bi("Musikalischer Leiter", "Musical Director"),
    categories: [3, 1],
    since: 2014,
  },
  { first: "Johanna", last: "Weiß", position: bi("Cembalistin", "Harpsichordist"), categories: [3], since: 2018 },
  {
    first: "Matthias",
    last: "Kühn",
    position: bi("Barockviolinist", "Baroque violinist"),
    categories: [3],
    since: 2020,
  },
  { first: "Elif", last: "Şahin", position: bi("Sopranistin", "Soprano"), categories: [3, 2], since: 2021 },
  { first: "Raphael", last: "Sommer", position: bi("Tenor"), categories: [3, 2], since: 2019 },
  {
    first: "Katrin",
    last: "Fröhlich",
    position: bi("Chefdramaturgin", "Head of Dramaturgy"),
    categories: [4],
    since: 2019,
    contact: true,
  },
  { first: "David", last: "Roth", position: bi("Dramaturg"), categories: [4], since: 2022 },
  {
    first: "Greta",
    last: "Hollmann",
    position: bi("Theaterpädagogin", "Theatre Educator"),
    categories: [4],
    since: 2017,
    contact: true,
  },
  {
    first: "Paul",
    last: "Zimmermann",
    position: bi("Tischlermeister und Werkstattleiter", "Master Joiner and Workshop Manager"),
    categories: [5, 4],
    since: 2012,
  },
  {
    first: "Stefan",
    last: "Lehmann",
    position: bi("Technischer Direktor", "Technical Director"),
    categories: [5, 1],
    since: 2013,
    contact: true,
  },
  {
    first: "Ines",
    last: "Köhler",
    position: bi("Bühnen- und Kostümbildnerin", "Set and Costume Designer"),
    categories: [5],
    since: 2018,
  },
  { first: "Marco", last: "Bianchi", position: bi("Lichtdesigner", "Lighting Designer"), categories: [5], since: 2020 },
  { first: "Yusuf", last: "Arslan", position: bi("Tonmeister", "Sound Engineer"), categories: [5], since: 2021 },
  {
    first: "Anna",
    last: "Berger",
    position: bi("Pressesprecherin", "Press Officer"),
    categories: [6],
    since: 2018,
    contact: true,
  },
  { first: "Lea", last: "Wolff", position: bi("Marketing"), categories: [6], since: 2023, contact: true },
  {
    first: "Carl-Philipp",
    last: "Dürr",
    position: bi("Leiter Kartenservice", "Box Office Manager"),
    categories: [6],
    since: 2011,
    contact: true,
  },
  {
    first: "Marie",
    last: "Schubert",
    position: bi("Kuratorin", "Curator"),
    categories: [4],
    since: 2020,
    contact: true,
  },
];

export const ARTICLE_CATEGORIES: { slug: Bi; name: Bi; style: string }[] = [
  {
    slug: bi("hinter-den-kulissen", "behind-the-scenes"),
    name: bi("Hinter den Kulissen", "Behind the Scenes"),
    style: "backstage",
  },
  { slug: bi("interviews"), name: bi("Interviews"), style: "interview" },
  { slug: bi("rueckblick", "review"), name: bi("Rückblick", "Review"), style: "review" },
  { slug: bi("neuigkeiten", "news"), name: bi("Neuigkeiten", "News"), style: "news" },
];

export const ARTICLE_TAGS: Bi[] = [
  bi("Oper", "Opera"),
  bi("Handwerk", "Craft"),
  bi("Sommer", "Summer"),
  bi("Barock", "Baroque"),
  bi("Familie", "Family"),
  bi("Geschichte", "History"),
  bi("Musik", "Music"),
  bi("Barrierefreiheit", "Accessibility"),
];

export interface ArticleDef {
  title: Bi;
  teaser: Bi;
  /** article_categories id */
  category: number;
  /** article_tags ids */
  tags: number[];
  theme: Theme;
  online?: boolean;
}

export const ARTICLES: ArticleDef[] = [
  {
    title: bi("Hinter den Kulissen der Zauberflöte", "Behind the scenes of The Magic Flute"),
    teaser: bi(
      "Wie aus einer dreistündigen Oper ein Abenteuer für Kinder wird.",
      "How a three-hour opera becomes an adventure for children.",
    ),
    category: 1,
    tags: [1, 5],
    theme: "so",
  },
  {
    title: bi(
      "Märchenhaft: Wie Figuren in der Tischlerei entstehen",
      "Fairy-tale craft: how puppets are made in the joinery",
    ),
    teaser: bi(
      "Vom Lindenholzblock zur Spielfigur – ein Besuch an der Werkbank.",
      "From a block of limewood to a puppet – a visit to the workbench.",
    ),
    category: 1,
    tags: [2, 5],
    theme: "ti",
  },
  {
    title: bi("Zehn Fragen an Henrike Wälder", "Ten questions for Henrike Wälder"),
    teaser: bi(
      "Die Intendantin über Spielpläne, Steinbrüche und schlaflose Premierennächte.",
      "The artistic director on programmes, quarries and sleepless opening nights.",
    ),
    category: 2,
    tags: [3],
    theme: "wkm",
  },
  {
    title: bi("Die Gründerzeit neu entdecken", "Rediscovering the Gründerzeit"),
    teaser: bi(
      "Unsere Ausstellung zeigt, wie Fabriken und Villen das Stadtbild prägten.",
      "Our exhibition shows how factories and villas shaped the town.",
    ),
    category: 4,
    tags: [6],
    theme: "wkm",
  },
  {
    title: bi("Rückblick auf die Barocktage", "Looking back at the Baroque Days"),
    teaser: bi(
      "Zwölf Konzerte, zwei Opern und ein Feuerwerk: die Bilanz des Festivals.",
      "Twelve concerts, two operas and a firework display: the festival in numbers.",
    ),
    category: 3,
    tags: [4, 7],
    theme: "ba",
  },
  {
    title: bi("Open Air trotz Regen: So planen wir den Sommer", "Open air despite the rain: how we plan the summer"),
    teaser: bi(
      "Wetterdienst, Regenponchos und Plan B – der Sommer in Zahlen.",
      "Weather service, rain ponchos and plan B – the summer in numbers.",
    ),
    category: 1,
    tags: [3],
    theme: "so",
  },
  {
    title: bi("Ein Cembalo zieht um", "A harpsichord moves house"),
    teaser: bi(
      "Warum der Transport eines 300 Jahre alten Instruments zwei Tage dauert.",
      "Why moving a 300-year-old instrument takes two days.",
    ),
    category: 1,
    tags: [4, 7],
    theme: "ba",
  },
  {
    title: bi("Neue Spielzeit, neue Gesichter", "New season, new faces"),
    teaser: bi("Vier Schauspielerinnen und Schauspieler verstärken das Ensemble.", "Four actors join the ensemble."),
    category: 4,
    tags: [],
    theme: "wkm",
  },
  {
    title: bi("Barrierefrei ins Theater", "Accessible theatre visits"),
    teaser: bi(
      "Audiodeskription, Induktionsschleife und stufenlose Zugänge: unsere Angebote.",
      "Audio description, hearing loops and step-free access: what we offer.",
    ),
    category: 4,
    tags: [8],
    theme: "wkm",
  },
  {
    title: bi("Elif Şahin über Gluck", "Elif Şahin on Gluck"),
    teaser: bi(
      "Die Sopranistin singt die Euridice und erklärt, warum Gluck modern ist.",
      "The soprano sings Euridice and explains why Gluck is modern.",
    ),
    category: 2,
    tags: [1, 4],
    theme: "ba",
  },
  {
    title: bi("Das Licht im Sommernachtstraum", "The light in A Midsummer Night’s Dream"),
    teaser: bi(
      "Lichtdesigner Marco Bianchi über Dämmerung als Regieanweisung.",
      "Lighting designer Marco Bianchi on dusk as a stage direction.",
    ),
    category: 2,
    tags: [3],
    theme: "so",
  },
  {
    title: bi("Holz, das klingt", "Wood that sings"),
    teaser: bi(
      "Welche Hölzer sich für Instrumente eignen – und welche nicht.",
      "Which woods make good instruments – and which do not.",
    ),
    category: 1,
    tags: [2, 7],
    theme: "ti",
  },
  {
    title: bi("Live-Blick: Die Stadt als Bühne", "Live View: the town as a stage"),
    teaser: bi(
      "Warum wir Filmarchiv und Livemusik zusammenbringen.",
      "Why we bring film archives and live music together.",
    ),
    category: 4,
    tags: [6, 7],
    theme: "wa",
  },
  {
    title: bi("Schulprojekt „Werkstück“", "School project “Workpiece”"),
    teaser: bi("80 Schülerinnen und Schüler tanzen mit dem Ensemble.", "80 pupils dance with the ensemble."),
    category: 3,
    tags: [2, 5],
    theme: "ti",
  },
  {
    title: bi("Unsere Öffnungszeiten im Winter", "Our winter opening hours"),
    teaser: bi(
      "Museum und Kartenservice haben zwischen den Jahren geänderte Zeiten.",
      "Museum and box office have different hours over the holidays.",
    ),
    category: 4,
    tags: [],
    theme: "wkm",
  },
  {
    title: bi("Neue Kooperation mit der Musikhochschule", "New partnership with the music academy"),
    teaser: bi(
      "Studierende spielen ab sofort in der Reihe Kammermusik am Abend.",
      "Students now play in the Chamber Music by Night series.",
    ),
    category: 4,
    tags: [7],
    theme: "ba",
  },
  {
    title: bi("Gründerzeit-Ausstellung verlängert", "Gründerzeit exhibition extended"),
    teaser: bi(
      "Wegen der großen Nachfrage bleibt die Ausstellung bis zum Sommer.",
      "Due to popular demand the exhibition stays until the summer.",
    ),
    category: 4,
    tags: [6],
    theme: "wkm",
  },
  {
    title: bi("Nachtschicht: Die Lesereihe geht weiter", "Night Shift: the reading series continues"),
    teaser: bi("Neue Stimmen aus der Region auf der Dachterrasse.", "New voices from the region on the roof terrace."),
    category: 3,
    tags: [],
    theme: "wa",
  },
  {
    title: bi("So entsteht ein Spielplan", "How a season programme is made"),
    teaser: bi(
      "Von der ersten Idee bis zum gedruckten Heft vergehen achtzehn Monate.",
      "Eighteen months pass between the first idea and the printed brochure.",
    ),
    category: 1,
    tags: [],
    theme: "wkm",
  },
  {
    title: bi("Archiv: Alte Programmhefte digitalisiert", "Archive: old programmes digitised"),
    teaser: bi("Hundert Jahre Theatergeschichte zum Durchblättern.", "A hundred years of theatre history to browse."),
    category: 3,
    tags: [6],
    theme: "wkm",
    online: false,
  },
];

interface FormFieldDef {
  slug: string;
  label: Bi;
  type: (typeof FieldType)[keyof typeof FieldType];
  required?: boolean;
  visible?: boolean;
  choices?: [value: string, label: Bi][];
  default?: unknown;
  placeholder?: Bi;
  help?: Bi;
}

export interface FormDef {
  slug: Bi;
  title: Bi;
  intro: Bi;
  fields: FormFieldDef[];
}

const CONSENT: FormFieldDef = {
  slug: "consent",
  label: bi(
    "Ich habe die Datenschutzerklärung gelesen und bin mit der Verarbeitung meiner Angaben einverstanden.",
    "I have read the privacy policy and agree to my details being processed.",
  ),
  type: FieldType.checkbox,
  required: true,
  default: false,
};

export const FORMS: FormDef[] = [
  {
    slug: bi("kontakt", "contact"),
    title: bi("Kontakt", "Contact"),
    intro: bi("<p>Wir freuen uns auf Ihre Nachricht.</p>", "<p>We look forward to hearing from you.</p>"),
    fields: [
      {
        slug: "name",
        label: bi("Name"),
        type: FieldType.text,
        required: true,
        placeholder: bi("Vor- und Nachname", "First and last name"),
      },
      { slug: "email", label: bi("E-Mail", "E-mail"), type: FieldType.email, required: true },
      {
        slug: "subject",
        label: bi("Worum geht es?", "What is it about?"),
        type: FieldType.select,
        required: true,
        choices: [
          ["tickets", bi("Karten", "Tickets")],
          ["groups", bi("Gruppenbuchung", "Group booking")],
          ["accessibility", bi("Barrierefreiheit", "Accessibility")],
          ["other", bi("Sonstiges", "Something else")],
        ],
        default: "tickets",
      },
      { slug: "message", label: bi("Nachricht", "Message"), type: FieldType.textarea, required: true },
      {
        slug: "attachment",
        label: bi("Anhang", "Attachment"),
        type: FieldType.file,
        help: bi("PDF oder Bild, höchstens 5 MB", "PDF or image, 5 MB at most"),
      },
      { slug: "source", label: bi("Quelle", "Source"), type: FieldType.hidden, visible: false, default: "website" },
      CONSENT,
    ],
  },
  {
    slug: bi("newsletter"),
    title: bi("Newsletter"),
    intro: bi(
      "<p>Einmal im Monat: Premieren, Vorverkaufsstarts und Blicke hinter die Kulissen.</p>",
      "<p>Once a month: premieres, booking openings and a look behind the scenes.</p>",
    ),
    fields: [
      { slug: "email", label: bi("E-Mail", "E-mail"), type: FieldType.email, required: true },
      {
        slug: "interests",
        label: bi("Was interessiert Sie?", "What are you interested in?"),
        type: FieldType.checkboxes,
        choices: [
          ["so", bi("Sommerspiele", "Summer Games")],
          ["ba", bi("Barocktage", "Baroque Days")],
          ["ti", bi("Tischlerei", "The Joinery")],
          ["wa", bi("Live-Blick", "Live View")],
        ],
        default: [],
      },
      {
        slug: "frequency",
        label: bi("Wie oft?", "How often?"),
        type: FieldType.radio,
        choices: [
          ["monthly", bi("Monatlich", "Monthly")],
          ["weekly", bi("Wöchentlich", "Weekly")],
        ],
        default: "monthly",
      },
      { slug: "age", label: bi("Alter", "Age"), type: FieldType.number, help: bi("Freiwillige Angabe", "Optional") },
      CONSENT,
    ],
  },
  {
    slug: bi("workshop-anmeldung", "workshop-registration"),
    title: bi("Anmeldung Offene Werkstatt", "Open Workshop registration"),
    intro: bi(
      "<p>Melden Sie sich oder Ihre Gruppe für einen Werkstatttermin an.</p>",
      "<p>Register yourself or your group for a workshop session.</p>",
    ),
    fields: [
      { slug: "name", label: bi("Name"), type: FieldType.text, required: true },
      { slug: "email", label: bi("E-Mail", "E-mail"), type: FieldType.email, required: true },
      { slug: "date", label: bi("Wunschtermin", "Preferred date"), type: FieldType.date, required: true },
      {
        slug: "modules",
        label: bi("Werkstattmodule", "Workshop modules"),
        type: FieldType.multiSelect,
        choices: [
          ["stool", bi("Hocker bauen", "Build a stool")],
          ["birdhouse", bi("Vogelhaus", "Birdhouse")],
          ["puppet", bi("Figur schnitzen", "Carve a puppet")],
        ],
        default: [],
      },
      {
        slug: "level",
        label: bi("Erfahrung", "Experience"),
        type: FieldType.select,
        choices: [
          ["none", bi("Keine", "None")],
          ["some", bi("Etwas", "Some")],
          ["pro", bi("Viel", "A lot")],
        ],
      },
      {
        slug: "participants",
        label: bi("Teilnehmende", "Participants"),
        type: FieldType.number,
        required: true,
        default: 1,
      },
      { slug: "notes", label: bi("Anmerkungen", "Notes"), type: FieldType.textarea },
    ],
  },
  {
    slug: bi("presseakkreditierung", "press-accreditation"),
    title: bi("Presseakkreditierung", "Press accreditation"),
    intro: bi("<p>Für Journalistinnen und Journalisten.</p>", "<p>For journalists.</p>"),
    fields: [
      { slug: "name", label: bi("Name"), type: FieldType.text, required: true },
      {
        slug: "medium",
        label: bi("Medium / Redaktion", "Media outlet"),
        type: FieldType.text,
        required: true,
        placeholder: bi("Zeitung, Sender oder Online-Magazin", "Newspaper, broadcaster or online magazine"),
      },
      { slug: "email", label: bi("E-Mail", "E-mail"), type: FieldType.email, required: true },
      {
        slug: "date",
        label: bi("Vorstellung am", "Performance on"),
        type: FieldType.date,
        required: true,
        help: bi("Der Tag der Vorstellung, über die Sie berichten", "The day of the performance you cover"),
      },
      {
        slug: "message",
        label: bi("Nachricht", "Message"),
        type: FieldType.textarea,
        help: bi("Zum Beispiel Titel der Vorstellung oder Fotowunsch", "For example the title or a photo request"),
      },
      CONSENT,
    ],
  },
];
