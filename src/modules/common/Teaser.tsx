import { ResponsiveImage } from "../../components/ui/ResponsiveImage";
import { SmartLink } from "../../components/ui/SmartLink";
import { safeHref } from "../../lib/links";
import { classNames, imageAlt, imageKey } from "./view-helpers";

/** The teaser fields shared by full teaser, teaser item (teaser list, slider) and highlights. */
interface TeaserFields {
  image?: string | null;
  image_obj?: { key: string; alt: string } | null;
  link?: string | null;
  link_text?: string | null;
  preline?: string | null;
  headline: string;
  subline?: string | null;
  text?: string | null;
}

interface TeaserProps {
  data: TeaserFields;
  headingLevel: 2 | 3 | 4;
  className: string;
  /** `sizes` of the image for its layout. */
  sizes: string;
  priority?: boolean;
  width?: number;
  height?: number;
}

/**
 * A teaser: image, preline, headline, subline, text and its link. With a link text the link is
 * a button after the text, else the headline itself links.
 */
export function Teaser({ data, headingLevel, className, sizes, priority, width, height }: TeaserProps) {
  const Heading = `h${headingLevel}` as const;
  const key = imageKey(data);
  // The page call derives alt text from the headline, which the heading already says.
  const alt = imageAlt(data) === data.headline ? "" : imageAlt(data);
  const link = safeHref(data.link);
  return (
    <article className={classNames("teaser", className)}>
      {key && (
        <div className="teaser__image">
          <ResponsiveImage base={key} alt={alt} sizes={sizes} eager={priority} width={width} height={height} />
        </div>
      )}
      <div className="teaser__body">
        {data.preline && <p className="teaser__preline">{data.preline}</p>}
        <Heading className="teaser__headline">
          {link && !data.link_text ? <SmartLink href={link}>{data.headline}</SmartLink> : data.headline}
        </Heading>
        {data.subline && <p className="teaser__subline">{data.subline}</p>}
        {data.text && <p className="teaser__text">{data.text}</p>}
        {link && data.link_text && (
          <p className="teaser__action">
            <SmartLink href={link} className="button">
              {data.link_text}
              <span className="visually-hidden">{`: ${data.headline}`}</span>
            </SmartLink>
          </p>
        )}
      </div>
    </article>
  );
}
