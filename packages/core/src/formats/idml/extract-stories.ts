// Every story's paragraphs as segments, in the order designmap.xml lists the stories; each segment
// remembers what its placeholders stand for and which bytes of its story it replaces.
import { type Segment, stripPlaceholders } from '../../segments';
import { type RunParagraph, runParagraph } from '../office-package';
import type { XmlDocument } from '../xml-toolkit/safe-xml';
import { childElements, localName } from '../xml-toolkit/xml-tree';
import type { IdmlStory } from './idml-package';
import { type ReplacedRange, replacedRange } from './replaced-range';
import { type StoryParagraph, type StoryReading, storyParagraphs } from './story-paragraphs';

export interface TranslatableParagraph {
  segment: number;
  paragraph: StoryParagraph;
  runs: RunParagraph;
  range: ReplacedRange;
}

export interface StorySkeleton {
  part: string;
  document: XmlDocument;
  paragraphs: TranslatableParagraph[];
}

/** The `<Story>` elements of a story part (one, under `<idPkg:Story>`). */
function storyElements(document: XmlDocument) {
  return childElements(document.root).filter((element) => localName(element) === 'Story');
}

/** `skipped`: ids of stories left as they are (master pages' text, when the user asks). */
export function extractStories(stories: readonly IdmlStory[], reading: StoryReading, skipped: Set<string>) {
  const segments: Segment[] = [];
  const skeletons: StorySkeleton[] = stories.map(({ part, document }) => {
    const paragraphs: TranslatableParagraph[] = [];
    const found = storyElements(document)
      .filter((story) => !skipped.has(story.attributes.Self ?? ''))
      .flatMap((story) => storyParagraphs(document.text, story, reading));
    for (const paragraph of found) {
      const runs = runParagraph(paragraph.items);
      if (stripPlaceholders(runs.text).trim() === '') continue;
      const range = replacedRange(paragraph, document.text);
      if (!range) continue;
      paragraphs.push({ segment: segments.length, paragraph, runs, range });
      segments.push({ id: `${part}#${paragraphs.length}`, text: runs.text });
    }
    return { part, document, paragraphs };
  });
  return { segments, stories: skeletons };
}
