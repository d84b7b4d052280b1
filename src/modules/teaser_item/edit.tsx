import { DateTimeField, ImageField, LinkField, TextArea, TextField } from "../common/edit/fields";
import { labels, textLimitHelp } from "../common/edit/labels";
import { TEXT_MAX } from "../common/fields";

export default function TeaserItemForm() {
  return (
    <>
      <ImageField name="image" label={labels.image} />
      <TextField name="preline" label={labels.preline} />
      <TextField name="headline" label={labels.headline} required />
      <TextField name="subline" label={labels.subline} />
      <TextArea name="text" label={labels.text} maxLength={TEXT_MAX} help={textLimitHelp} />
      <LinkField name="link" label={labels.link} />
      <TextField name="link_text" label={labels.linkText} />
      <DateTimeField name="online_from" label={labels.onlineFrom} />
      <DateTimeField name="online_to" label={labels.onlineTo} />
    </>
  );
}
