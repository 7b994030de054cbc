// Builds small IDML packages for tests: the parts InDesign's export always has that Verso reads
// (mimetype, designmap.xml listing the stories, Styles.xml with the root style's language, a master
// spread whose frame shows one of the stories) around the story parts given.
import { writePackage } from '../office-package';

const packaging = 'http://ns.adobe.com/AdobeInDesign/idml/1.0/packaging';
const declaration = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** Story parts by id (`u10` → `Stories/Story_u10.xml`), each the XML inside `<Story>`. */
export type SampleStories = Record<string, string>;

export function storyPart(id: string, body: string): string {
  return `${declaration}<idPkg:Story xmlns:idPkg="${packaging}" DOMVersion="16.0">
\t<Story Self="${id}" AppliedTOCStyle="n" TrackChanges="false" StoryTitle="$ID/" AppliedNamedGrid="n">
${body}
\t</Story>
</idPkg:Story>
`;
}

function designmap(ids: readonly string[]): string {
  const stories = ids.map((id) => `\t<idPkg:Story src="Stories/Story_${id}.xml"/>`).join('\n');
  return `${declaration}<?aid style="50" type="document" readerVersion="6.0" featureSet="257" product="16.0(32)" ?>
<Document xmlns:idPkg="${packaging}" DOMVersion="16.0" Self="d" StoryList="${ids.join(' ')}">
\t<Language Self="Language/$ID/English%3a USA" Name="$ID/English: USA" PrimaryLanguageName="$ID/English" SublanguageName="$ID/USA" Id="269"/>
\t<idPkg:Styles src="Resources/Styles.xml"/>
\t<idPkg:MasterSpread src="MasterSpreads/MasterSpread_um.xml"/>
${stories}
</Document>
`;
}

const styles = `${declaration}<idPkg:Styles xmlns:idPkg="${packaging}" DOMVersion="16.0">
\t<RootCharacterStyleGroup Self="u6e">
\t\t<CharacterStyle Self="CharacterStyle/$ID/[No character style]" Imported="false" Name="$ID/[No character style]"/>
\t\t<CharacterStyle Self="CharacterStyle/Strong" Imported="false" Name="Strong" FontStyle="Bold"/>
\t</RootCharacterStyleGroup>
\t<RootParagraphStyleGroup Self="u6d">
\t\t<ParagraphStyle Self="ParagraphStyle/$ID/[No paragraph style]" Name="$ID/[No paragraph style]" Imported="false" FontStyle="Regular" PointSize="12" AppliedLanguage="$ID/English: USA"/>
\t\t<ParagraphStyle Self="ParagraphStyle/$ID/NormalParagraphStyle" Name="$ID/NormalParagraphStyle" Imported="false"/>
\t</RootParagraphStyleGroup>
</idPkg:Styles>
`;

/** A master page whose one frame shows story `storyId`: master pages' text is text a reader sees. */
function masterSpread(storyId: string): string {
  return `${declaration}<idPkg:MasterSpread xmlns:idPkg="${packaging}" DOMVersion="16.0">
\t<MasterSpread Self="um" Name="A-Master" NamePrefix="A" BaseName="Master" PageCount="1">
\t\t<Page Self="ump" Name="A"/>
\t\t<TextFrame Self="umf" ParentStory="${storyId}" ContentType="TextType"/>
\t</MasterSpread>
</idPkg:MasterSpread>
`;
}

/** An IDML package of the given stories; the last one is shown on the master page. */
export function sampleIdml(stories: SampleStories): Promise<Buffer> {
  const ids = Object.keys(stories);
  const parts: [string, string][] = [
    ['mimetype', 'application/vnd.adobe.indesign-idml-package'],
    ['designmap.xml', designmap(ids)],
    ['Resources/Styles.xml', styles],
    ['MasterSpreads/MasterSpread_um.xml', masterSpread(ids.at(-1) ?? '')],
    ...ids.map((id): [string, string] => [`Stories/Story_${id}.xml`, storyPart(id, stories[id] ?? '')]),
  ];
  return writePackage({
    entries: parts.map(([name, text]) => ({
      name,
      data: Buffer.from(text),
      compressed: name !== 'mimetype',
    })),
  });
}
