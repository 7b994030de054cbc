// The benchmark presentation: 50 slides, each a title and bullet points with bold runs, a table on
// every fifth slide and speaker notes on all, generated with the package toolkit's writer.
import { buildPresentation, type SampleSlide } from './sample-presentation';

const topics = [
  'compost',
  'seedlings',
  'watering',
  'pruning',
  'harvest',
  'tools',
  'pests',
  'soil',
  'bees',
  'rain',
];

function slide(number: number): SampleSlide {
  const topic = topics[number % topics.length] ?? 'garden';
  return {
    title: `Session ${number}: everything about ${topic}`,
    bullets: [
      [
        { text: 'Start with ' },
        { text: `the basics of ${topic}`, bold: true },
        { text: ' before the first shift.' },
      ],
      [
        { text: 'Volunteers work in pairs and ' },
        { text: 'always', bold: true },
        { text: ' sign the log book.' },
      ],
      [{ text: `Questions about ${topic} go to the coordinator of the week.` }],
      [{ text: 'Keep the paths clear and close the gate behind you.' }],
    ],
    table:
      number % 5 === 0
        ? [
            ['Task', 'Day', 'Who'],
            [`Check the ${topic}`, 'Monday', 'Morning team'],
            ['Water the beds', 'Thursday', 'Evening team'],
          ]
        : undefined,
    notes: `Remind everyone why ${topic} matters, then take questions for five minutes.`,
  };
}

export function benchSample(slides = 50): Promise<Buffer> {
  return buildPresentation(
    Array.from({ length: slides }, (_, index) => slide(index + 1)),
    'Volunteer training',
  );
}
